/** Groups: the caller's standing in a group (membership, block record), loaded once for the pure policies. */
import { MESSAGES } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { notFound } from '../../lib/errors';
import * as repo from './repository';
import type { GroupAccess } from './policy';

/** Loads the caller's access to a group or throws 404 "Group not found". With `lock`, locks the group row. */
export async function loadAccess(db: DbOrTx, groupId: string, userId: string, lock = false): Promise<GroupAccess> {
  const row = await repo.findAccessRow(db, groupId, userId, lock);
  if (!row) throw notFound(MESSAGES.group.notFound);
  return { group: row.group, membership: row.membership, blockRecord: row.blockRecord, userId };
}
