/** Calendar files: one event's .ics, and the personal feed with its secret, resettable URL. */
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@kickoff/shared';
import { notFound } from '../../lib/errors';
import { buildIcs, type IcsEvent } from './ics';
import { requireUser } from './policy';
import { deleteFeedToken, feedEvents, findFeedToken, saveFeedToken, userOfFeedToken } from './repository-calendar';
import { findEventView } from './repository';
import type { EventsContext } from './service';

const M = MESSAGES.event;

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
        cancelled: e.cancelledAt !== null,
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
    cancelled: r.cancelledAt !== null,
  }));
  return buildIcs(items, 'Kickoff');
}
