/** Event comments (rulings §6) and calendar files: one event's .ics and the personal feed. */
import { randomBytes } from 'node:crypto';
import { MESSAGES, type CommentResponse, type ThreadedComment } from '@kickoff/shared';
import { forbidden, notFound } from '../../lib/errors';
import { buildIcs, type IcsEvent } from './ics';
import { threadComments, toComment } from './mapper';
import { assertNotBlocked, assertVisible, requireUser } from './policy';
import {
  deleteComment,
  deleteFeedToken,
  feedEvents,
  findComment,
  findFeedToken,
  insertComment,
  listComments,
  saveFeedToken,
  userOfFeedToken,
} from './repository-comments';
import { coHostIdsOf, loadEvent } from './repository-participants';
import { findEventView } from './repository';
import type { EventsContext } from './service';
import * as notify from '../notifications/triggers';

const M = MESSAGES.event;

export async function getComments(ctx: EventsContext, eventId: string): Promise<ThreadedComment[]> {
  const user = requireUser(ctx);
  await assertVisible(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  return threadComments(await listComments(ctx.db, eventId));
}

export async function addComment(
  ctx: EventsContext,
  eventId: string,
  input: { content: string; parentCommentId?: string | null },
): Promise<CommentResponse> {
  const user = requireUser(ctx);
  const event = await assertVisible(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  // Blocked users cannot post in the group, its events' comments included (rulings §5).
  await assertNotBlocked(ctx.db, event, user.id);
  let parentCommentId: string | null = null;
  if (input.parentCommentId) {
    const parent = await findComment(ctx.db, input.parentCommentId);
    if (!parent || parent.eventId !== eventId) throw notFound(M.commentNotFound);
    // One level of replies: a reply to a reply attaches to the top-level comment.
    parentCommentId = parent.parentCommentId ?? parent.id;
  }
  const row = await insertComment(ctx.db, { eventId, authorId: user.id, content: input.content, parentCommentId });
  await notify.eventComment(ctx.db, { eventId, commentId: row.id, actorId: user.id });
  return toComment(row);
}

export async function removeComment(ctx: EventsContext, commentId: string): Promise<void> {
  const user = requireUser(ctx);
  const comment = await findComment(ctx.db, commentId);
  if (!comment) throw notFound(M.commentNotFound);
  const event = await assertVisible(ctx.db, await loadEvent(ctx.db, comment.eventId), user.id).catch(() => {
    throw notFound(M.commentNotFound);
  });
  if (comment.authorId !== user.id && event.organizerId !== user.id) {
    const coHostIds = await coHostIdsOf(ctx.db, event.id);
    if (!coHostIds.includes(user.id)) throw forbidden(M.commentDeleteDenied);
  }
  await deleteComment(ctx.db, commentId);
}

// ---- calendar ----
const eventUrl = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/events/${id}`;

/** The .ics of one event the caller may see (anonymous callers: public groups' events). */
export async function eventIcs(ctx: EventsContext, eventId: string, publicUrl: string): Promise<string> {
  const view = await findEventView(ctx.db, eventId, ctx.user?.id ?? null);
  if (!view) throw notFound(M.notFound);
  const e = view.event;
  return buildIcs(
    [
      {
        id: e.id,
        title: e.title,
        description: e.description,
        location: e.location,
        start: e.dateTime,
        durationMinutes: e.duration,
        timeZone: e.timeZone,
        url: eventUrl(publicUrl, e.id),
        organizerName: `${view.organizer.firstName} ${view.organizer.lastName}`.trim(),
        updatedAt: e.updatedAt,
      },
    ],
    e.title,
  );
}

const newToken = () => randomBytes(24).toString('base64url');
const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;

/** The user's private feed URL, created on first use; `rotate` replaces it (revoking the old URL). */
export async function calendarFeed(ctx: EventsContext, publicUrl: string, rotate: boolean): Promise<{ url: string; token: string }> {
  const user = requireUser(ctx);
  let token = rotate ? undefined : await findFeedToken(ctx.db, user.id);
  if (!token) {
    token = newToken();
    await saveFeedToken(ctx.db, user.id, token);
  }
  return { url: feedUrl(publicUrl, token), token };
}

export async function revokeCalendarFeed(ctx: EventsContext): Promise<void> {
  await deleteFeedToken(ctx.db, requireUser(ctx).id);
}

export async function feedIcs(ctx: EventsContext, token: string, publicUrl: string): Promise<string> {
  const userId = await userOfFeedToken(ctx.db, token);
  if (!userId) throw notFound(M.calendarFeedNotFound);
  const rows = await feedEvents(ctx.db, userId);
  const items: IcsEvent[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    location: r.location,
    start: r.dateTime,
    durationMinutes: r.duration,
    timeZone: r.timeZone,
    url: eventUrl(publicUrl, r.id),
    organizerName: `${r.organizerFirstName} ${r.organizerLastName}`.trim(),
    updatedAt: r.updatedAt,
  }));
  return buildIcs(items, 'Kickoff');
}
