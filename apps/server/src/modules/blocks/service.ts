/**
 * Blocking a person anywhere (issue 34, point 2). The block itself is one row; its effects are applied where the
 * content is read, through `index.ts` (`blockRelations`, `withoutBlocksWith`, `isBlockedByAny`): the server withholds,
 * not only the screen.
 */
import { MESSAGES, type BlockedPerson, type BlockedPersonPage } from '@kickoff/shared';
import type { SignedInContext } from '../../lib/context';
import { decodeTimeCursor, pageFrom } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import * as live from '../../lib/live/publish';
import { assertNotSelf } from './policy';
import * as repo from './repository';

export async function blockUser(ctx: SignedInContext, targetId: string): Promise<{ created: boolean }> {
  assertNotSelf(ctx.user.id, targetId);
  if (!(await repo.userExists(ctx.db, targetId))) throw notFound(MESSAGES.block.userNotFound);
  const created = await repo.insertBlock(ctx.db, ctx.user.id, targetId);
  // The blocker's other tabs refetch what they show; the blocked person is told nothing (not even on the live channel).
  if (created) live.blocksChanged(ctx.db, ctx.user.id);
  return { created };
}

/** Unblocking someone not blocked changes nothing (ok all the same); an unknown person is not found. */
export async function unblockUser(ctx: SignedInContext, targetId: string): Promise<void> {
  assertNotSelf(ctx.user.id, targetId);
  if (await repo.deleteBlock(ctx.db, ctx.user.id, targetId)) live.blocksChanged(ctx.db, ctx.user.id);
  else if (!(await repo.userExists(ctx.db, targetId))) throw notFound(MESSAGES.block.userNotFound);
}

export async function listBlocked(ctx: SignedInContext, page: { cursor?: string; limit: number }): Promise<BlockedPersonPage> {
  const after = decodeTimeCursor(page.cursor);
  const rows = await repo.listBlocked(ctx.db, ctx.user.id, { after, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.userId]);
  return {
    items: result.items.map(
      (r): BlockedPerson => ({ userId: r.userId, firstName: r.firstName, lastName: r.lastName, profileImageUrl: r.profileImageUrl, blockedAt: r.blockedAt }),
    ),
    nextCursor: result.nextCursor,
  };
}
