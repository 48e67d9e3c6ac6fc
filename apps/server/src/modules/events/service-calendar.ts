/** Calendar files: one event's .ics, and the personal feed with its secret, resettable URL. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGES, resolveLanguage, type Language } from '@kickoff/shared';
import { gone, notFound } from '../../lib/errors';
import { buildIcs, type IcsEvent } from './ics';
import { deleteFeedToken, feedEvents, findFeedToken, saveFeedToken, userOfFeedToken } from './repository-calendar';
import { findEventView } from './repository';
import type { EventsContext, PublicEventsContext } from './service';

const M = MESSAGES.event;

const eventUrl = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/events/${id}`;

/** The .ics of one event the caller may see (anonymous callers: public groups' events), in the caller's language. */
export async function eventIcs(ctx: PublicEventsContext, eventId: string, publicUrl: string, language: Language = 'en'): Promise<string> {
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
    { language },
  );
}

/**
 * A feed token: 18 random bytes and a 9-byte HMAC of them under a key derived from AUTH_SECRET. The tag tells a token
 * this server issued from a made-up one without keeping old tokens, so a reset or revoked URL answers 410 (calendar
 * apps stop polling it) and an unknown one 404 (issue 33). Tokens issued before the tag existed stay valid; once
 * reset they answer 404.
 */
const feedKey = (secret: string) => createHash('sha256').update(`kickoff:calendar-feed:${secret}`).digest();
const tagOf = (secret: string, random: string) => createHmac('sha256', feedKey(secret)).update(random).digest().subarray(0, 9).toString('base64url');
const newToken = (secret: string) => {
  const random = randomBytes(18).toString('base64url');
  return `${random}${tagOf(secret, random)}`;
};
function issuedHere(secret: string, token: string): boolean {
  if (token.length !== 36) return false;
  const given = Buffer.from(token.slice(24));
  const expected = Buffer.from(tagOf(secret, token.slice(0, 24)));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;

/** The user's private feed URL, created on first use; `rotate` replaces it (revoking the old URL). */
export async function calendarFeed(ctx: EventsContext, feed: FeedSettings, rotate: boolean): Promise<{ url: string; token: string }> {
  const { publicUrl, secret } = feed;
  const user = ctx.user;
  let token = rotate ? undefined : await findFeedToken(ctx.db, user.id);
  if (!token) {
    token = newToken(secret);
    await saveFeedToken(ctx.db, user.id, token);
  }
  return { url: feedUrl(publicUrl, token), token };
}

export async function revokeCalendarFeed(ctx: EventsContext): Promise<void> {
  await deleteFeedToken(ctx.db, ctx.user.id);
}

export interface FeedSettings {
  publicUrl: string;
  /** AUTH_SECRET: the key of the tokens' tags. */
  secret: string;
}

/** How often calendar apps are asked to fetch the feed again. */
export const FEED_REFRESH_HOURS = 1;

/**
 * The feed of a token: its iCalendar text and the latest change of its events (null when it lists none). A calendar
 * app fetches it with no session: Kickoff's words are in the feed owner's language, else the app's Accept-Language
 * tags (`browserTags`), else English.
 */
export async function feedIcs(
  ctx: PublicEventsContext,
  token: string,
  feed: FeedSettings,
  browserTags: readonly string[] = [],
): Promise<{ ics: string; lastModified: Date | null }> {
  const { publicUrl, secret } = feed;
  const owner = await userOfFeedToken(ctx.db, token);
  if (!owner) throw issuedHere(secret, token) ? gone(M.calendarFeedReset) : notFound(M.calendarFeedNotFound);
  const userId = owner.userId;
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
  const lastModified = rows.reduce<Date | null>((latest, r) => (latest && latest >= r.updatedAt ? latest : r.updatedAt), null);
  return { ics: buildIcs(items, 'Kickoff', { refreshHours: FEED_REFRESH_HOURS, language: resolveLanguage(owner.language, browserTags) }), lastModified };
}
