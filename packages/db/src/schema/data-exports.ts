/**
 * "Download my data" (issue 15): one row per requested export. A small export is built in the request, a large one by
 * the `data-export` job; the finished JSON is kept here (every server process can serve it, whichever built it) until
 * it expires or the user asks for a new one.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '@kickoff/shared';
import { createdAt } from './columns';
import { users } from './auth';

export const dataExports = pgTable(
  'data_exports',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    /** The finished file (JSON text); null until ready. */
    file: text(),
    bytes: integer(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('data_exports_status_ck', sql`${t.status} in ('pending', 'ready', 'failed')`),
    // A user's exports, newest first (the profile card, and dropping the older ones).
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    // Expired files are dropped now and then.
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);
