/**
 * Idempotency keys of create requests (issue 19): the first answer to a user's `Idempotency-Key` on a route is kept
 * for 24 hours, so a double-submit or a retry after a lost answer replays it instead of creating a second row.
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method, path ("POST /api/groups/<id>/posts") and a hash of the body: a key is for one request (issue 33). */
    request: text().notNull(),
    /** Null while the first request is still running. */
    status: integer(),
    body: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
