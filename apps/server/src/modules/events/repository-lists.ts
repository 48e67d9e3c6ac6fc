/**
 * The queries of the event lists: Discover (built once per filter shape, run with values), featured, and the user's
 * joined and created events. The options builders are exported so tests can EXPLAIN the statements that run.
 */
import { and, desc, eq, gte, isNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { events, firstOfSeries, groups, isoUtc, laterOccurrences, type DbOrTx, type OccurrenceFilters } from '@kickoff/db';
import { LIMITS, type eventListQuerySchema, type userEventsQuerySchema } from '@kickoff/shared';
import type { z } from 'zod';
import {
  afterCursor,
  beforeCursor,
  decodeCursor,
  latestFirst,
  listEventViews,
  runPreparedViews,
  soonestFirst,
  textQuery,
  type EventView,
  type ListOptions,
  type Viewer,
  visibleTo,
} from './repository';
import { coreCells, coveringCells, nearness, withinDistance, withinRadius, type Near } from '../places';
import { decodeNearTimeCursor } from '../../lib/cursor';
import { floorToMinute } from '../../lib/minute';
import { runPreparedCards, type CardRow } from './repository-cards';

const WEEK_MS = 7 * 24 * 3600 * 1000;

export type DiscoverQuery = z.output<typeof eventListQuerySchema>;
export type UserEventsQuery = z.output<typeof userEventsQuerySchema>;

/** The list options of Discover with its values written in (exported so tests can EXPLAIN the query that runs). */
export function discoverOptions(q: DiscoverQuery, viewerId: string | null, now: Date): ListOptions {
  if (q.featured) return featuredOptions({ viewerId, from: now, until: new Date(now.getTime() + WEEK_MS), sport: q.sport, limit: q.limit });
  if (q.near) return nearOptions(q, viewerId, now);
  const values = discoverValues(q, viewerId, now);
  return discoverShape(values, (name) => values[name] as string | number);
}

type Value<T> = T | Placeholder;

/** The coming week's most joined events (values, or placeholders of the prepared statement). */
function featuredOptions(o: { viewerId: Viewer | null; from: Value<Date>; until: Value<Date>; sport?: Value<string>; limit: Value<number> }): ListOptions {
  return {
    viewerId: o.viewerId,
    // A cancelled event stays visible in lists as Cancelled, but is never promoted as featured.
    where: [gte(events.dateTime, o.from), lt(events.dateTime, o.until), isNull(events.cancelledAt), o.sport ? eq(events.sportType, o.sport) : undefined],
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

/** The values of one Discover request; a key is present exactly when its filter applies. */
function discoverValues(q: DiscoverQuery, viewerId: string | null, now: Date): Record<string, string | number | null | undefined> {
  const cursor = decodeCursor(q.cursor);
  return {
    viewer: viewerId,
    // Without a date range only upcoming events.
    // `from` counts to the minute: a crowd's clocks a few seconds apart ask the same (and share the micro-cache's answer).
    from: q.from ? floorToMinute(new Date(q.from)).toISOString() : q.to ? undefined : now.toISOString(),
    to: q.to ? new Date(q.to).toISOString() : undefined,
    sport: q.sport,
    skill: q.skillLevel,
    group: q.groupId,
    venue: q.venueId,
    words: textQuery(q.q) ?? undefined,
    cursorAt: cursor?.dateTime,
    cursorId: cursor?.id,
    limit: q.limit + 1,
  };
}

/** The filters of a Discover shape on one occurrence (the listed row, or another of its series), without the cursor. */
function discoverFilters(values: Record<string, unknown>, p: (name: string) => string | number | Placeholder): OccurrenceFilters {
  const has = (name: string) => values[name] !== undefined;
  const near = nearOf(values, p);
  return (t) => [
    has('from') ? sql`${t.dateTime} >= ${p('from')}::timestamptz` : undefined,
    has('to') ? sql`${t.dateTime} <= ${p('to')}::timestamptz` : undefined,
    has('sport') ? sql`${t.sportType} = ${p('sport')}` : undefined,
    // A game open to any level suits every level (issue 19: "Beginner" must not hide "Any level").
    has('skill') ? sql`${t.skillLevel} in (${p('skill')}, 'any')` : undefined,
    has('group') ? sql`${t.groupId} = ${p('group')}` : undefined,
    has('venue') ? sql`${t.venueId} = ${p('venue')}` : undefined,
    has('words') ? sql`${t.searchVector} @@ to_tsquery('simple', ${p('words')})` : undefined,
    // Inside the covering cells the exact check alone (the box probe is for the GiST index, which they replace).
    near ? (has('cells') ? withinDistance(t, near) : withinRadius(t, near)) : undefined,
  ];
}

/** The point and radius of a Discover request around a point, or undefined. */
function nearOf(values: Record<string, unknown>, p: (name: string) => string | number | Placeholder): Near | undefined {
  if (values.latitude === undefined) return undefined;
  return { point: { latitude: p('latitude') as number, longitude: p('longitude') as number }, radiusKm: p('radiusKm') as number };
}

/**
 * The list options of a Discover shape: the filters `discoverValues` has values for, each value given by `p`. A series
 * is one card (issue 26): its first occurrence passing the filters, with the count of its later ones.
 */
function discoverShape(values: Record<string, unknown>, p: (name: string) => string | number | Placeholder): ListOptions {
  const filters = discoverFilters(values, p);
  return {
    viewerId: values.viewer ? (p('viewer') as Viewer) : null,
    where: [
      ...filters(events),
      firstOfSeries(filters),
      values.cursorAt !== undefined ? sql`(${events.dateTime}, ${events.id}) > (${p('cursorAt')}::timestamptz, ${p('cursorId')})` : undefined,
    ],
    orderBy: soonestFirst,
    limit: plannedLimit(values.limit) ?? (p('limit') as number | Placeholder),
    laterOccurrences: laterOccurrences(filters),
  };
}

/**
 * How soonest-first near me reads the circle: `cells` walks the covering grid cells (the default; falls back to `circle`
 * when they are too many), `circle` reads every row the GiST index finds in the circle and sorts them (before issue 35;
 * kept as the fallback and for the equivalence test).
 */
export type NearWalk = 'cells' | 'circle';

/** The values of a Discover request around a point: the filters of `discoverValues` plus the point, radius and cursor. */
function nearValues(q: DiscoverQuery, viewerId: string | null, now: Date, walk: NearWalk = 'cells'): Record<string, string | number | null | undefined> {
  const byDistance = q.sort === 'distance';
  const distanceCursor = byDistance ? decodeNearTimeCursor(q.cursor) : undefined;
  // One venue's games: its index has them all in date order; the cells would be read for that one spot's rows.
  const cells = !byDistance && walk === 'cells' && !q.venueId ? coveringCells(q.near!.latitude, q.near!.longitude, q.radiusKm) : null;
  return {
    ...cellValues(cells, cells && coreCells(q.near!.latitude, q.near!.longitude, q.radiusKm, cells)),
    ...discoverValues({ ...q, cursor: byDistance ? undefined : q.cursor }, viewerId, now),
    latitude: q.near!.latitude,
    longitude: q.near!.longitude,
    radiusKm: q.radiusKm,
    nearness: distanceCursor?.nearness,
    nearnessAt: distanceCursor?.at,
    nearnessId: distanceCursor?.id,
  };
}

/** Statement shapes by number of covering cells: the cells padded up to one of these with an empty cell (-1). */
const CELL_BRANCHES = [4, 9, 16, 25, 36, 49, 64];

/** Core cells a statement walks first: 1, 2 or 4 (padded with an empty cell); more are walked like the others. */
const CORE_BRANCHES = [1, 2, 4];

/**
 * The covering cells as values: the core cells (`core0`.., their count `cores`, places `coreCells`) and the others
 * (`cell0`.., their count `cells`), each list padded with empty cells (-1) to a statement size.
 */
function cellValues(cells: number[] | null, core: boolean[] | null): Record<string, number> {
  if (!cells) return {};
  const inner = cells.filter((_, i) => core?.[i]).slice(0, CORE_BRANCHES[CORE_BRANCHES.length - 1]);
  const outer = cells.filter((cell) => !inner.includes(cell));
  const k = CORE_BRANCHES.find((size) => size >= inner.length)!;
  const n = outer.length === 0 ? 0 : (CELL_BRANCHES.find((size) => size >= outer.length) ?? outer.length);
  return {
    cores: k,
    cells: n,
    ...Object.fromEntries(Array.from({ length: k }, (_, i) => [`core${i}`, inner[i] ?? -1])),
    ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`cell${i}`, outer[i] ?? -1])),
  };
}

/** Discover around a point: within `radiusKm`, closest first (the GiST index in order) or soonest first. */
function nearShape(values: Record<string, unknown>, byDistance: boolean, p: (name: string) => string | number | Placeholder): ListOptions {
  const base = discoverShape(values, p);
  const near = nearOf(values, p)!;
  const cursor =
    values.nearness !== undefined
      ? { nearness: p('nearness') as number, dateTime: p('nearnessAt') as string, id: p('nearnessId') as string }
      : undefined;
  const where = [...base.where, cursor ? afterNearCursor(near, cursor) : undefined];
  if (!byDistance && values.cells !== undefined) {
    const core = Array.from({ length: values.cores as number }, (_, i) => p(`core${i}`) as number | Placeholder);
    const others = Array.from({ length: values.cells as number }, (_, i) => p(`cell${i}`) as number | Placeholder);
    return { ...base, near, where: [soonestInCells(base.viewerId, where, core, others, base.limit)] };
  }
  if (!byDistance) return { ...base, near, where };
  // Events at one place (a series, a venue): soonest first (issue 26).
  return { ...base, near, where: [closestCandidates(base.viewerId, where, near, base.limit)], orderBy: [nearness(events, near.point), ...soonestFirst] };
}

/** The rows after a closest-first cursor: (nearness, date_time, id) of the last row shown. */
function afterNearCursor(near: Near, c: { nearness: number | Placeholder; dateTime: string | Placeholder; id: string | Placeholder }): SQL {
  return sql`(${nearness(events, near.point)}, ${events.dateTime}, ${events.id}) > (${c.nearness}::float8, ${c.dateTime}::timestamptz, ${c.id})`;
}

/**
 * The events a closest-first page is taken from. A GiST index hands rows out by `nearness` alone, not by (nearness,
 * id), and sorting every row of the circle by both is what made a crowded city slow; so the index reads the first
 * `limit` rows by nearness plus every row tied with the last one (`with ties`: events at one venue), and the page is
 * these in (nearness, date_time, id) order, exactly the first `limit` rows of that order.
 */
function closestCandidates(viewerId: Viewer | null, where: (SQL | undefined)[], near: Near, limit: number | Placeholder | SQL): SQL {
  return sql`${events.id} in (select ${events.id} from ${events} inner join ${groups} on ${groups.id} = ${events.groupId}
    where ${and(visibleTo(viewerId), ...where)} order by ${nearness(events, near.point)} fetch first ${limit} rows with ties)`;
}

/**
 * The events a soonest-first page around a point is taken from (issue 35): one branch per covering grid cell, each the
 * rows of that cell passing every filter in (date_time, id) order straight from `events_cell_date_time_idx` (or its
 * sport-led twin), merged in that order (a Merge Append) and stopped after `limit` rows. The merge pulls from each
 * cell only as far as the page reaches, so a cell is not read to its end, and nothing of the circle is sorted.
 *
 * A Merge Append needs the first row of every branch, so a cell the circle barely touches (its games mostly outside)
 * would be read until its first match, to its end when it has none: 1,156 rows of one such cell at 1M events. So the
 * core cells (places `coreCells`: inside the circle, or holding its centre; usually one) are walked first, alone, and
 * the date of the page's last row among their matches bounds the other cells' scans (an index condition: the scan
 * stops there). The page cannot hold a later row, since the core cells alone fill it by that date; with fewer matches
 * there is no bound. Either way the page is exactly the first `limit` rows of the circle in that order.
 */
function soonestInCells(
  viewerId: Viewer | null,
  where: (SQL | undefined)[],
  core: (number | Placeholder)[],
  others: (number | Placeholder)[],
  limit: number | Placeholder | SQL,
): SQL {
  const branch = (cell: number | Placeholder, only?: SQL) => sql`(select ${events.id} id, ${events.dateTime} date_time
      from ${events} inner join ${groups} on ${groups.id} = ${events.groupId}
      where ${events.cell} = ${cell}::int and ${and(visibleTo(viewerId), ...where, only)}
      order by ${events.dateTime}, ${events.id} limit ${limit})`;
  const walk = (branches: SQL[]) => sql`select walked.id, walked.date_time from (${sql.join(branches, sql` union all `)}) walked
    order by walked.date_time, walked.id limit ${limit}`;
  const inner = core.map((cell) => branch(cell));
  if (others.length === 0) return sql`${events.id} in (select id from (${walk(inner)}) page)`;
  // The core cells' page, read once: it is merged with the other cells' rows up to its last date, when it is full.
  const upTo = sql`${events.dateTime} <= coalesce((select case when count(*) >= ${limit} then max(date_time) end from core_page),
    'infinity'::timestamptz)`;
  const corePage = sql`(select id, date_time from core_page order by date_time, id)`;
  return sql`${events.id} in (with core_page as materialized (${walk(inner)})
    select id from (${walk([corePage, ...others.map((cell) => branch(cell, upTo))])}) page)`;
}

/** The list options of Discover around a point with its values written in (tests EXPLAIN it). */
export function nearOptions(q: DiscoverQuery, viewerId: string | null, now: Date, walk: NearWalk = 'cells'): ListOptions {
  const values = nearValues(q, viewerId, now, walk);
  return nearShape(values, q.sort === 'distance', (name) => values[name] as string | number);
}

/**
 * The page sizes the app asks for (a Discover page, a group's or a venue's next games), plus the one row that tells
 * whether there is a next page.
 */
const PLANNED_LIMITS = new Set([LIMITS.pageSizeDefault + 1, LIMITS.featuredLimit + 1]);

/**
 * The page size written into the statement when it is one the app asks for (issue 35: plan once). With `limit $n`
 * PostgreSQL prices a generic plan for an unknown share of the rows (10%), so the one plan kept for the shape
 * (`planOf`) would be chosen for reading that much; with the size in the statement it is planned for one page. Other
 * sizes (outside clients) stay a value, planned with their values, so they cannot multiply the prepared statements.
 */
function plannedLimit(limit: unknown): SQL | undefined {
  return typeof limit === 'number' && PLANNED_LIMITS.has(limit) ? sql.raw(String(limit)) : undefined;
}

/**
 * How a Discover shape is planned (repository-cards.ts `runPreparedCards`): once, unless it searches words (a rare word
 * is best found through its index, a common one by reading dates in order) or its page size is a value (a generic
 * plan would be priced for an unknown share of the rows).
 */
function planOf(values: Record<string, unknown>): 'generic' | 'per-values' {
  return values.words === undefined && plannedLimit(values.limit) ? 'generic' : 'per-values';
}

/**
 * The name of a Discover statement's shape: signed in or out, and which values are present, as one letter each
 * (PostgreSQL keeps 63 characters of a prepared statement's name, so spelled-out names of two shapes could collide).
 */
function shapeName(prefix: string, values: Record<string, unknown>, viewerId: string | null): string {
  const present = Object.keys(values).filter((k) => values[k] !== undefined && k !== 'viewer' && k !== 'limit' && !/^(cell|core)\d+$/.test(k));
  const limit = plannedLimit(values.limit) ? `l${values.limit as number}` : '';
  const letter = (k: string) => (k === 'cells' ? `z${values.cells as number}` : k === 'cores' ? `e${values.cores as number}` : (SHAPE_LETTERS[k] ?? k));
  return `${prefix}_${viewerId ? 'in' : 'out'}_${present.map(letter).join('')}${limit}`;
}

const SHAPE_LETTERS: Record<string, string> = {
  from: 'f', to: 't', sport: 's', skill: 'k', group: 'g', venue: 'v', words: 'w', cursorAt: 'c', cursorId: 'i',
  latitude: 'y', longitude: 'x', radiusKm: 'r', nearness: 'n', nearnessAt: 'a', nearnessId: 'm',
};

/**
 * One Discover page of cards written by PostgreSQL (limit + 1 rows, so the caller knows whether there is a next page).
 * `payments`: online payments are on (the cards' `paymentMode`, issue 29).
 */
export async function listDiscoverCards(
  db: DbOrTx,
  q: DiscoverQuery,
  viewerId: string | null,
  now: Date,
  walk: NearWalk = 'cells',
  payments = false,
): Promise<CardRow[]> {
  // Built once per shape and run with the values: building the join took more CPU than PostgreSQL needs to run it.
  if (q.near) {
    const byDistance = q.sort === 'distance';
    const values = nearValues(q, viewerId, now, walk);
    const shape = shapeName(byDistance ? 'near_closest' : 'near_soonest', values, viewerId);
    return runPreparedCards(db, shape, () => nearShape(values, byDistance, (name) => sql.placeholder(name)), { ...values, now: now.toISOString(), payments }, planOf(values));
  }
  const values = discoverValues(q, viewerId, now);
  return runPreparedCards(
    db,
    shapeName('discover', values, viewerId),
    () => discoverShape(values, (name) => sql.placeholder(name)),
    { ...values, now: now.toISOString(), payments },
    planOf(values),
  );
}

/** How far ahead Featured looks: the coming week first, wider while fewer events than asked are found. */
const FEATURED_WINDOWS_MS = [WEEK_MS, 5 * WEEK_MS, 53 * WEEK_MS, 520 * WEEK_MS];

/**
 * The most joined upcoming events, built once per shape (signed in or out, with or without a sport): the coming
 * week's, and on a quiet week a month's, a year's, then any (spec §2: the first 6 events), each step one run of the
 * same prepared statement on `events_featured_idx`.
 */
export async function listFeaturedViews(db: DbOrTx, q: DiscoverQuery, viewerId: string | null, now: Date, payments = false): Promise<EventView[]> {
  const p = (name: string) => sql.placeholder(name);
  let views: EventView[] = [];
  for (const window of FEATURED_WINDOWS_MS) {
    views = await runPreparedViews(
      db,
      `featured_${viewerId ? 'in' : 'out'}${q.sport ? '_sport' : ''}`,
      () => featuredOptions({ viewerId: viewerId ? p('viewer') : null, from: p('from'), until: p('until'), sport: q.sport ? p('sport') : undefined, limit: p('limit') }),
      { viewer: viewerId, from: now.toISOString(), until: new Date(now.getTime() + window).toISOString(), sport: q.sport, limit: q.limit, payments },
    );
    if (views.length >= q.limit) break;
  }
  return views;
}

/** One page of the user's joined or created events (limit + 1 rows). */
export async function listUserEventViews(db: DbOrTx, kind: 'joined' | 'created', q: UserEventsQuery, userId: string, now: Date, payments = false): Promise<EventView[]> {
  return listEventViews(db, { ...userEventsOptions(kind, q, userId, now), payments });
}

/** The coming occurrences of a series in one group, soonest first (events_series_date_time_idx; a series has at most 52). */
export async function listSeriesDates(db: DbOrTx, series: { seriesId: string; groupId: string }, now: Date) {
  return db
    .select({
      id: events.id,
      dateTime: isoUtc(events.dateTime),
      timeZone: events.timeZone,
      cancelledAt: sql<string | null>`case when ${events.cancelledAt} is null then null else ${isoUtc(events.cancelledAt)} end`,
      capacity: events.capacity,
      currentParticipants: events.placesTaken,
    })
    .from(events)
    .where(and(eq(events.recurringSeriesId, series.seriesId), eq(events.groupId, series.groupId), gte(events.dateTime, now)))
    .orderBy(...soonestFirst)
    .limit(LIMITS.recurringMaxOccurrences);
}
