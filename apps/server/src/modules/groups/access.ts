/** Groups: the caller's standing in a group (membership, block record), loaded once for the pure policies. */
import { MESSAGES } from '@kickoff/shared';
import type { Database, DbOrTx, Transaction } from '@kickoff/db';
import { notFound } from '../../lib/errors';
import * as repo from './repository';
import { refreshMemberCount } from './repository-members';
import type { GroupAccess } from './policy';

/** The caller's access to each of `groupIds` that exists, in one query (groups that do not exist are absent). */
export async function loadAccessMany(db: DbOrTx, groupIds: string[], userId: string): Promise<Map<string, GroupAccess>> {
  const rows = await repo.findAccessRows(db, groupIds, userId);
  return new Map(rows.map((row) => [row.group.id, { group: row.group, membership: row.membership, blockRecord: row.blockRecord, userId }]));
}

/** Loads the caller's access to a group or throws 404 "Group not found". With `lock`, locks the group row. */
export async function loadAccess(db: DbOrTx, groupId: string, userId: string, lock = false): Promise<GroupAccess> {
  const row = await repo.findAccessRow(db, groupId, userId, lock);
  if (!row) throw notFound(MESSAGES.group.notFound);
  return { group: row.group, membership: row.membership, blockRecord: row.blockRecord, userId };
}

/**
 * Runs `work` with the group locked and the caller's access loaded, then recounts active members: every change of
 * memberships (joins, invitations, a creator's actions) goes through here.
 */
export async function withLockedGroup<T>(
  ctx: { db: Database; user: { id: string } },
  groupId: string,
  work: (tx: Transaction, access: GroupAccess) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const access = await loadAccess(tx, groupId, ctx.user.id, true);
    const result = await work(tx, access);
    await refreshMemberCount(tx, groupId);
    return result;
  });
}
