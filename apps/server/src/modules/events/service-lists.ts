/** Event lists: Discover (filters, cursor paging, featured) and the user's joined and created events. */
import { MESSAGES, type EventPage, type SeriesDates } from '@kickoff/shared';
import { toEventResponse } from './mapper';
import { encodeCursor, findEventView, type EventView } from './repository';
import { notFound } from '../../lib/errors';
import { encodeNearTimeCursor } from '../../lib/cursor';
import { jsonText, type JsonText } from '../../lib/json-text';
import type { CardRow } from './repository-cards';
import { listDiscoverCards, listFeaturedViews, listSeriesDates, listUserEventViews, type DiscoverQuery, type UserEventsQuery } from './repository-lists';
import type { EventsContext, PublicEventsContext } from './service';

export async function listDiscover(ctx: PublicEventsContext, q: DiscoverQuery): Promise<EventPage | JsonText> {
  const viewerId = ctx.user?.id ?? null;
  const now = new Date();
  if (q.featured) {
    const views = await listFeaturedViews(ctx.db, q, viewerId, now, ctx.stripe !== null);
    return { items: views.map((v) => toEventResponse(v, viewerId, now)), nextCursor: null };
  }
  const asked = atOneVenue(q);
  return cardPage(await listDiscoverCards(ctx.db, asked, viewerId, now, 'cells', ctx.stripe !== null), asked.limit, Boolean(asked.near && asked.sort === 'distance'));
}

/**
 * Near me filtered to one venue (issue 28): its games are all at one spot, so closest first is soonest first; asked
 * soonest, the list reads `events_venue_date_time_idx` (repository-lists.ts) instead of the circle's GiST or cells.
 */
export function atOneVenue(q: DiscoverQuery): DiscoverQuery {
  return q.venueId && q.near ? { ...q, sort: 'soonest' } : q;
}

/**
 * A Discover page as JSON text: the cards PostgreSQL wrote, joined into the `eventCardPageSchema` answer without
 * parsing them (the route sends it as it is).
 */
function cardPage(rows: CardRow[], limit: number, byDistance: boolean): JsonText {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? byDistance
        ? encodeNearTimeCursor({ nearness: last.nearness ?? 0, dateTime: last.dateTime, id: last.id })
        : encodeCursor({ dateTime: last.dateTime, id: last.id })
      : null;
  return jsonText(`{"items":[${items.map((row) => row.card).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`);
}

function page(views: EventView[], limit: number, viewerId: string | null, now: Date): EventPage {
  const items = views.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((v) => toEventResponse(v, viewerId, now)),
    nextCursor: views.length > limit && last ? encodeCursor(last.event) : null,
  };
}

/**
 * GET /api/events/{id}/dates (issue 26): the coming dates of the event's series, to pick another from the event's page.
 * Whoever may see the event may see them (404 otherwise, as the event); an event of no series has none.
 */
export async function listEventDates(ctx: PublicEventsContext, id: string): Promise<SeriesDates> {
  const view = await findEventView(ctx.db, id, ctx.user?.id ?? null);
  if (!view) throw notFound(MESSAGES.event.notFound);
  const seriesId = view.event.recurringSeriesId;
  if (!seriesId) return { items: [] };
  return { items: await listSeriesDates(ctx.db, { seriesId, groupId: view.event.groupId }, new Date()) };
}

/** GET /api/user/events (taking part) and /api/user/created-events. */
export async function listUserEvents(ctx: EventsContext, kind: 'joined' | 'created', q: UserEventsQuery): Promise<EventPage> {
  const user = ctx.user;
  const now = new Date();
  return page(await listUserEventViews(ctx.db, kind, q, user.id, now, ctx.stripe !== null), q.limit, user.id, now);
}

