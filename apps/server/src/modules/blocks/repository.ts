/** The `user_blocks` table (issue 34, point 2): written here only; read by the others through `index.ts`. */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { userBlocks, users, cursorKey, isoUtc, type DbOrTx } from '@kickoff/db';

/** Whether the user exists (a block names a real person; 404 otherwise). */
export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** Blocks `blockedId` for `blockerId`; a second block of the same person changes nothing. True when it is new. */
export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
}

/** True when there was a block to remove. */
export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
}

export interface BlockedRow {
  userId: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  blockedAt: string;
  cursorAt: string;
}

/** The blocker's list, newest first, keyset on (created_at, blocked_id) (`user_blocks_blocker_created_idx`). */
export async function listBlocked(db: DbOrTx, blockerId: string, options: { after?: { at: string; id: string }; limit: number }): Promise<BlockedRow[]> {
  const where: SQL[] = [eq(userBlocks.blockerId, blockerId)];
  if (options.after) where.push(sql`(${userBlocks.createdAt}, ${userBlocks.blockedId}) < (${options.after.at}::timestamptz, ${options.after.id})`);
  return db
    .select({
      userId: userBlocks.blockedId,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.image,
      blockedAt: isoUtc(userBlocks.createdAt),
      cursorAt: cursorKey(userBlocks.createdAt),
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(and(...where))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(options.limit);
}

/**
 * The blocks between `userId` and any of `otherIds`, both ways, in one query (the primary key answers one side, the
 * `blocked_id` index the other).
 */
export async function blocksBetween(db: DbOrTx, userId: string, otherIds: string[]): Promise<{ blockerId: string; blockedId: string }[]> {
  if (otherIds.length === 0) return [];
  return db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, otherIds)),
        and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, otherIds)),
      ),
    );
}
