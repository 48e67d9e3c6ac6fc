/**
 * A person's block of another person, anywhere on Kickoff (issue 34, point 2). Written by the `blocks` server module
 * only. Group-level blocks by a group's creator are `group_blocks` (groups.ts) and stay as they are.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One block per pair; the key also answers "did I block them" and the blocker's side of "either way".
    primaryKey({ name: 'user_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    // The other side of "either way" (who blocked me) and the cascade from users.
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    // The blocker's list, newest first, keyset (created_at, blocked_id).
    index('user_blocks_blocker_created_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('user_blocks_not_self_ck', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
