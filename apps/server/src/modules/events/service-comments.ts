/** Event comments (rulings §6) and calendar files: one event's .ics and the personal feed. */
import { MESSAGES, type CommentResponse, type ThreadedComment } from '@kickoff/shared';
import { forbidden, notFound } from '../../lib/errors';
import { threadComments, toComment } from './mapper';
import { assertNotBlocked, assertVisible, isHost } from './policy';
import { loadEventAccess } from './access';
import { deleteComment, findComment, insertComment, listComments } from './repository-comments';
import { coHostIdsOf, loadEvent } from './repository-participants';
import type { EventsContext } from './service';
import { notify } from '../notifications';
import * as live from '../../lib/live/publish';

const M = MESSAGES.event;

export async function getComments(ctx: EventsContext, eventId: string): Promise<ThreadedComment[]> {
  const user = ctx.user;
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  assertVisible(access);
  // The blocked see what a visitor sees (issue 33, point 9a): the event, not its signed-in lists.
  assertNotBlocked(access);
  return threadComments(await listComments(ctx.db, eventId));
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
  // The comment and its notification job commit together: a crash between them cannot store an unannounced comment.
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertComment(tx, { eventId, authorId: user.id, content: input.content, parentCommentId });
    await notify.eventComment(tx, { eventId, commentId: inserted.id, actorId: user.id });
    return inserted;
  });
  return toComment(row);
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
