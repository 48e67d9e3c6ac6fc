/** Event comments (rulings §6) and calendar files: one event's .ics and the personal feed. */
import { MESSAGES, type CommentResponse, type ThreadedComment } from '@kickoff/shared';
import { forbidden, notFound } from '../../lib/errors';
import { threadComments, toComment } from './mapper';
import { assertNotBlocked, assertVisible, isHost } from './policy';
import { loadEventAccess } from './access';
import { deleteComment, findComment, insertComment, listComments, setCommentHidden } from './repository-comments';
import { coHostIdsOf, loadEvent } from './repository-participants';
import type { DbOrTx } from '@kickoff/db';
import type { EventsContext } from './service';
import { notify } from '../notifications';
import { blockRelations } from '../blocks';
import * as live from '../../lib/live/publish';

const M = MESSAGES.event;

export async function getComments(ctx: EventsContext, eventId: string): Promise<ThreadedComment[]> {
  const user = ctx.user;
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  assertVisible(access);
  // The blocked see what a visitor sees (issue 33, point 9a): the event, not its signed-in lists.
  assertNotBlocked(access);
  const rows = await listComments(ctx.db, eventId);
  // Blocks (issue 34): a blocker's comments are not sent to the person they blocked (a top-level one with its thread);
  // the comments of someone the viewer blocked come collapsed, without their text or picture.
  const { blockedByViewer, blockingViewer } = await blockRelations(ctx.db, user.id, rows.map((r) => r.authorId));
  if (blockedByViewer.size === 0 && blockingViewer.size === 0) return threadComments(rows, user.id);
  return threadComments(
    rows
      .filter((r) => !blockingViewer.has(r.authorId))
      .map((r) => (blockedByViewer.has(r.authorId) ? { ...r, content: '', image: null, blockedAuthor: true } : r)),
    user.id,
  );
}

export async function addComment(
  ctx: EventsContext,
  eventId: string,
  input: { content: string; parentCommentId?: string | null },
): Promise<CommentResponse> {
  const user = ctx.user;
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  assertVisible(access);
  // Blocked users cannot post in the group, its events' comments included (rulings §5).
  assertNotBlocked(access);
  let parentCommentId: string | null = null;
  if (input.parentCommentId) {
    const parent = await findComment(ctx.db, input.parentCommentId);
    if (!parent || parent.eventId !== eventId) throw notFound(M.commentNotFound);
    // One level of replies: a reply to a reply attaches to the top-level comment.
    parentCommentId = parent.parentCommentId ?? parent.id;
  }
  // Spam brakes on new accounts (issue 34): links after a first join, comments per hour.
  await ctx.spam.check(ctx.db, user.id, 'comment', input.content);
  // The comment and its notification job commit together: a crash between them cannot store an unannounced comment.
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertComment(tx, { eventId, authorId: user.id, content: input.content, parentCommentId });
    await notify.eventComment(tx, { eventId, commentId: inserted.id, actorId: user.id });
    return inserted;
  });
  return toComment(row, user.id);
}

/** `eventId`: the event the path names; a comment of another event is not found. */
export async function removeComment(ctx: EventsContext, commentId: string, eventId?: string): Promise<void> {
  const user = ctx.user;
  const comment = await findComment(ctx.db, commentId);
  if (!comment || (eventId !== undefined && comment.eventId !== eventId)) throw notFound(M.commentNotFound);
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, comment.eventId), user.id).catch(() => {
    throw notFound(M.commentNotFound);
  });
  try {
    assertVisible(access);
  } catch {
    throw notFound(M.commentNotFound);
  }
  if (comment.authorId !== user.id && !isHost(access, await coHostIdsOf(ctx.db, access.event.id))) throw forbidden(M.commentDeleteDenied);
  await deleteComment(ctx.db, commentId);
  live.commentChanged(ctx.db, comment.eventId, commentId, 'deleted');
}

/**
 * A moderator hides a comment (issue 34), in the moderation module's transaction: others see a placeholder, its author
 * the reason; screens on the event refresh. Null when the comment is gone.
 */
export async function hideCommentByModerator(tx: DbOrTx, commentId: string, reason: string): Promise<{ eventId: string; authorId: string } | null> {
  const hidden = await setCommentHidden(tx, commentId, reason);
  if (hidden) live.commentChanged(tx, hidden.eventId, commentId, 'added');
  return hidden;
}
