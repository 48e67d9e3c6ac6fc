/**
 * The blocks module's front door (issue 34, point 2): what others read of `user_blocks` (written only here). Each
 * answer is one indexed query over the people a list or an action concerns.
 */
import type { DbOrTx } from '@kickoff/db';
import { blocksBetween } from './repository';

export interface BlockRelations {
  /** People the viewer blocked: their posts, comments and replies reach the viewer collapsed, without content. */
  blockedByViewer: Set<string>;
  /** People who blocked the viewer: their comments are not sent to the viewer, nor their profile details. */
  blockingViewer: Set<string>;
}

export async function blockRelations(db: DbOrTx, viewerId: string | null | undefined, otherIds: Iterable<string>): Promise<BlockRelations> {
  const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
  const relations: BlockRelations = { blockedByViewer: new Set(), blockingViewer: new Set() };
  if (!viewerId || ids.length === 0) return relations;
  for (const row of await blocksBetween(db, viewerId, ids)) {
    if (row.blockerId === viewerId) relations.blockedByViewer.add(row.blockedId);
    else relations.blockingViewer.add(row.blockerId);
  }
  return relations;
}

/** `userIds` without those who blocked `actorId` or whom `actorId` blocked: neither hears of the other's activity. */
export async function withoutBlocksWith(db: DbOrTx, actorId: string | null | undefined, userIds: string[]): Promise<string[]> {
  if (!actorId || userIds.length === 0) return userIds;
  const { blockedByViewer, blockingViewer } = await blockRelations(db, actorId, userIds);
  return userIds.filter((id) => !blockedByViewer.has(id) && !blockingViewer.has(id));
}

/** Whether any of `userIds` (an event's hosts) blocked `userId`. */
export async function isBlockedByAny(db: DbOrTx, userId: string, userIds: string[]): Promise<boolean> {
  return (await blockRelations(db, userId, userIds)).blockingViewer.size > 0;
}
