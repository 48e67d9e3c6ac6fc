/** Event lists: Discover (filters, cursor paging, featured) and the user's joined and created events. */
import type { EventPage } from '@kickoff/shared';
import { toEventResponse } from './mapper';
import { requireUser } from './policy';
import { encodeCursor, type EventView } from './repository';
import { encodeDistanceCursor } from '../../lib/cursor';
import { listDiscoverViews, listFeaturedViews, listUserEventViews, type DiscoverQuery, type UserEventsQuery } from './repository-lists';
import type { EventsContext } from './service';

export async function listDiscover(ctx: EventsContext, q: DiscoverQuery): Promise<EventPage> {
  const viewerId = ctx.user?.id ?? null;
  const now = new Date();
  if (q.featured) {
    const views = await listFeaturedViews(ctx.db, q, viewerId, now);
    return { items: views.map((v) => toEventResponse(v, viewerId, now)), nextCursor: null };
  }
  return page(await listDiscoverViews(ctx.db, q, viewerId, now), q.limit, viewerId, now, Boolean(q.near && q.sort === 'distance'));
}

function page(views: EventView[], limit: number, viewerId: string | null, now: Date, byDistance = false): EventPage {
  const items = views.slice(0, limit);
  const last = items.at(-1);
  const cursorOf = (v: EventView) => (byDistance ? encodeDistanceCursor({ nearness: v.nearness ?? 0, id: v.event.id }) : encodeCursor(v.event));
  return {
    items: items.map((v) => toEventResponse(v, viewerId, now)),
    nextCursor: views.length > limit && last ? cursorOf(last) : null,
  };
}

/** GET /api/user/events (taking part) and /api/user/created-events. */
export async function listUserEvents(ctx: EventsContext, kind: 'joined' | 'created', q: UserEventsQuery): Promise<EventPage> {
  const user = requireUser(ctx);
  const now = new Date();
  return page(await listUserEventViews(ctx.db, kind, q, user.id, now), q.limit, user.id, now);
}

