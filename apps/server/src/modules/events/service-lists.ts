/** Event lists: Discover (filters, cursor paging, featured) and the user's joined and created events. */
import { desc, eq, gte, lt, lte, sql, type Placeholder } from 'drizzle-orm';
import { events } from '@kickoff/db';
import type { EventPage, eventListQuerySchema, userEventsQuerySchema } from '@kickoff/shared';
import type { z } from 'zod';
import { toEventResponse } from './mapper';
import { requireUser } from './policy';
import {
  afterCursor,
  beforeCursor,
  decodeCursor,
  encodeCursor,
  latestFirst,
  listEventViews,
  runPreparedViews,
  soonestFirst,
  textSearch,
  type EventView,
  type ListOptions,
  type Viewer,
} from './repository';
import type { EventsContext } from './service';

const WEEK_MS = 7 * 24 * 3600 * 1000;

type DiscoverQuery = z.output<typeof eventListQuerySchema>;
type UserEventsQuery = z.output<typeof userEventsQuerySchema>;

/** The list options of Discover (exported so tests can EXPLAIN the query). */
export function discoverOptions(q: DiscoverQuery, viewerId: string | null, now: Date): ListOptions {
  if (q.featured) return featuredOptions({ viewerId, from: now, until: new Date(now.getTime() + WEEK_MS), sport: q.sport, limit: q.limit });
  const cursor = decodeCursor(q.cursor);
  return {
    viewerId,
    where: [
      q.from || q.to ? undefined : gte(events.dateTime, now),
      q.from ? gte(events.dateTime, new Date(q.from)) : undefined,
      q.to ? lte(events.dateTime, new Date(q.to)) : undefined,
      q.sport ? eq(events.sportType, q.sport) : undefined,
      q.skillLevel ? eq(events.skillLevel, q.skillLevel) : undefined,
      q.groupId ? eq(events.groupId, q.groupId) : undefined,
      textSearch(q.q),
      cursor ? afterCursor(cursor) : undefined,
    ],
    orderBy: soonestFirst,
    limit: q.limit + 1,
  };
}

type Value<T> = T | Placeholder;

/** The coming week's most joined events (values, or placeholders of the prepared statement). */
function featuredOptions(o: { viewerId: Viewer | null; from: Value<Date>; until: Value<Date>; sport?: Value<string>; limit: Value<number> }): ListOptions {
  return {
    viewerId: o.viewerId,
    where: [gte(events.dateTime, o.from), lt(events.dateTime, o.until), o.sport ? eq(events.sportType, o.sport) : undefined],
    // events_featured_idx: (places_taken desc, date_time, id), the week checked in the index.
    orderBy: [desc(events.placesTaken), ...soonestFirst],
    limit: o.limit,
  };
}

/** The list options of the user's joined or created events. */
export function userEventsOptions(kind: 'joined' | 'created', q: UserEventsQuery, userId: string, now: Date): ListOptions {
  const cursor = decodeCursor(q.cursor);
  const upcoming = q.scope === 'upcoming';
  return {
    viewerId: userId,
    participatingOnly: kind === 'joined',
    where: [
      kind === 'created' ? eq(events.organizerId, userId) : undefined,
      q.scope === 'upcoming' ? gte(events.dateTime, now) : q.scope === 'past' ? lt(events.dateTime, now) : undefined,
      cursor ? (upcoming ? afterCursor(cursor) : beforeCursor(cursor)) : undefined,
    ],
    orderBy: upcoming ? soonestFirst : latestFirst,
    limit: q.limit + 1,
  };
}

export async function listDiscover(ctx: EventsContext, q: DiscoverQuery): Promise<EventPage> {
  const viewerId = ctx.user?.id ?? null;
  const now = new Date();
  if (q.featured) {
    // Built once per shape (signed in or out, with or without a sport) and run with the values.
    const p = (name: string) => sql.placeholder(name);
    const views = await runPreparedViews(
      ctx.db,
      `featured_${viewerId ? 'in' : 'out'}${q.sport ? '_sport' : ''}`,
      () => featuredOptions({ viewerId: viewerId ? p('viewer') : null, from: p('from'), until: p('until'), sport: q.sport ? p('sport') : undefined, limit: p('limit') }),
      { viewer: viewerId, from: now.toISOString(), until: new Date(now.getTime() + WEEK_MS).toISOString(), sport: q.sport, limit: q.limit },
    );
    return { items: views.map((v) => toEventResponse(v, viewerId, now)), nextCursor: null };
  }
  return page(await listEventViews(ctx.db, discoverOptions(q, viewerId, now)), q.limit, viewerId, now);
}

function page(views: EventView[], limit: number, viewerId: string | null, now: Date): EventPage {
  const items = views.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((v) => toEventResponse(v, viewerId, now)),
    nextCursor: views.length > limit && last ? encodeCursor(last.event) : null,
  };
}

/** GET /api/user/events (taking part) and /api/user/created-events. */
export async function listUserEvents(ctx: EventsContext, kind: 'joined' | 'created', q: UserEventsQuery): Promise<EventPage> {
  const user = requireUser(ctx);
  const now = new Date();
  return page(await listEventViews(ctx.db, userEventsOptions(kind, q, user.id, now)), q.limit, user.id, now);
}

