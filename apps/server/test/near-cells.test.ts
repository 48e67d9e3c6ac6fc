/**
 * Near me soonest first, and groups near me newest first, walk the covering grid cells (issue 35), on PGlite and
 * PostgreSQL: the pages are the very pages of the old plan (every row of the circle from the GiST index, sorted), for
 * random points, radii, filters, viewers and cursors (fast-check); EXPLAIN ANALYZE shows one ordered index scan per
 * covering cell, stopped after a page, reading far fewer rows than the circle holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { eventListQuerySchema } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { person, type Person } from './helpers/events';
import { encodeCursor } from '../src/modules/events/repository';
import { listDiscoverCards, nearOptions, type NearWalk } from '../src/modules/events/repository-lists';
import { eventCardsQuery } from '../src/modules/events/repository-cards';
import { listDiscover, listDiscoverQuery, type DiscoverFilter } from '../src/modules/groups/repository';
import { coreCells, coveringCells } from '../src/modules/places';

let t: TestApp;
let organizer: Person;
let viewer: Person;

/** Where the rows are: a dense city, a town across the antimeridian, and one far north. */
const CENTRES: [number, number][] = [
  [30.27, -97.74],
  [-17.8, 179.97],
  [78.2, 15.6],
];
const EVENTS = 12_000;
const GROUPS = 4_000;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  viewer = await person(t.app, 'Vic');
  const db = t.app.db;
  const centre = (axis: 0 | 1) => `(array[${CENTRES.map((c) => c[axis]).join(',')}]::float8[])`;
  // Groups: 20% private, the viewer a member of some of those; spread like their city's (the first has 70% of rows).
  await db.execute(sql.raw(`
    insert into groups (id, name, sport_type, creator_id, is_private, latitude, longitude, created_at)
    select 'cg' || i, 'Group ' || i, (array['soccer','tennis','yoga'])[1 + i % 3], '${organizer.id}', i % 5 = 0,
      ${centre(0)}[c] + ((i * 7919) % 1000) / 1000.0 * 0.3 - 0.15,
      ((${centre(1)}[c] + ((i * 6007) % 1000) / 1000.0 * 0.36 - 0.18 + 540)::numeric % 360 - 180)::float8,
      now() - (i % 400) * interval '1 hour'
    from (select i, case when i % 10 < 7 then 1 when i % 10 < 9 then 2 else 3 end c from generate_series(1, ${GROUPS}) i) s`));
  await db.execute(sql.raw(`
    insert into group_members (id, group_id, user_id, status)
    select 'cm' || i, 'cg' || i, '${viewer.id}', 'active' from generate_series(5, ${GROUPS}, 15) i`));
  // Events: dates on the hour (many ties, broken by id), past and coming; series of one group each; a few cancelled;
  // a few organised by the viewer (who then sees them in private groups too).
  await db.execute(sql.raw(`
    insert into events (id, title, sport_type, date_time, location, latitude, longitude, group_id, organizer_id, skill_level,
      is_recurring, recurring_series_id, cancelled_at, cancel_reason)
    select 'ce' || i, 'Game ' || i, (array['soccer','tennis','yoga','running'])[1 + i % 4],
      date_trunc('hour', now()) + ((i * 7) % 1200 - 300) * interval '1 hour', 'Park ' || i,
      g.latitude + ((i * 31) % 1000) / 1000.0 * 0.06 - 0.03,
      ((g.longitude + ((i * 17) % 1000) / 1000.0 * 0.07 - 0.035 + 540)::numeric % 360 - 180)::float8,
      g.id, case when i % 41 = 0 then '${viewer.id}' else '${organizer.id}' end,
      (array['beginner','intermediate','advanced','any'])[1 + i % 4],
      i % 6 = 0, case when i % 6 = 0 then 'cs' || g.id end,
      case when i % 23 = 0 then now() end, case when i % 23 = 0 then 'Rain' end
    from generate_series(1, ${EVENTS}) i join groups g on g.id = 'cg' || (1 + (i * 13) % ${GROUPS})`));
  await db.execute(sql`analyze`);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

/** A random query around one of the centres. */
const nearQuery = fc.record({
  centre: fc.integer({ min: 0, max: CENTRES.length - 1 }),
  dLat: fc.double({ min: -0.15, max: 0.15, noNaN: true }),
  dLng: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
  radiusKm: fc.constantFrom(0.5, 2, 5, 10, 15, 25, 60),
  sport: fc.option(fc.constantFrom('soccer', 'tennis', 'yoga'), { nil: undefined }),
  skillLevel: fc.option(fc.constantFrom('beginner', 'advanced'), { nil: undefined }),
  fromHours: fc.option(fc.integer({ min: -400, max: 600 }), { nil: undefined }),
  toHours: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
  signedIn: fc.boolean(),
  limit: fc.constantFrom(3, 10, 20),
});
type NearQuery = typeof nearQuery extends fc.Arbitrary<infer T> ? T : never;

function pointOf(q: NearQuery): [number, number] {
  const [lat, lng] = CENTRES[q.centre]!;
  return [Number((lat + q.dLat).toFixed(5)), Number((((lng + q.dLng + 540) % 360) - 180).toFixed(5))];
}

/** Up to three pages of Discover around the point, soonest first, read one way. */
async function eventPages(q: NearQuery, walk: NearWalk, now: Date): Promise<string[][]> {
  const [lat, lng] = pointOf(q);
  const params: Record<string, string> = { near: `${lat},${lng}`, radiusKm: String(q.radiusKm), limit: String(q.limit) };
  if (q.sport) params.sport = q.sport;
  if (q.skillLevel) params.skillLevel = q.skillLevel;
  if (q.fromHours !== undefined) params.from = new Date(now.getTime() + q.fromHours * 3600_000).toISOString();
  if (q.toHours !== undefined) params.to = new Date(now.getTime() + ((q.fromHours ?? 0) + q.toHours) * 3600_000).toISOString();
  const pages: string[][] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 3; page++) {
    const parsed = eventListQuerySchema.parse({ ...params, ...(cursor ? { cursor } : {}) });
    const rows = await listDiscoverCards(t.app.db, parsed, q.signedIn ? viewer.id : null, now, walk);
    const shown = rows.slice(0, q.limit);
    pages.push(shown.map((r) => r.card));
    const last = shown.at(-1);
    if (rows.length <= q.limit || !last) break;
    cursor = encodeCursor({ dateTime: new Date(last.dateTime), id: last.id });
  }
  return pages;
}

/** Up to three pages of groups around the point, newest first. */
async function groupPages(q: NearQuery, cells: boolean): Promise<string[][]> {
  const [lat, lng] = pointOf(q);
  const pages: string[][] = [];
  let after: DiscoverFilter['after'];
  for (let page = 0; page < 3; page++) {
    const filter: DiscoverFilter = {
      featured: false,
      sport: q.sport,
      limit: q.limit + 1,
      near: { point: { latitude: lat, longitude: lng }, radiusKm: q.radiusKm },
      after,
      walk: cells ? 'cells' : 'circle',
    };
    const rows = await listDiscover(t.app.db, q.signedIn ? viewer.id : null, filter);
    const shown = rows.slice(0, q.limit);
    pages.push(shown.map((r) => JSON.stringify(r)));
    const last = shown.at(-1);
    if (rows.length <= q.limit || !last) break;
    after = { createdAt: last.cursorAt, id: last.id };
  }
  return pages;
}

describe('near me by covering cells (issue 35)', () => {
  it('lists the cells of a circle, and none too many', () => {
    // 10 km in a city at 30 degrees: a few cells, each a 0.1 degree square numbered lat_index * 3600 + lng_index.
    const cells = coveringCells(30.27, -97.74, 10)!;
    expect(cells.length).toBeGreaterThanOrEqual(9);
    expect(cells.length).toBeLessThanOrEqual(20);
    expect(cells).toContain(Math.floor((30.27 + 90) * 10) * 3600 + Math.floor((-97.74 + 180) * 10));
    // Across the antimeridian the cells wrap round; near a pole, or for a wide radius, the GiST index reads the circle.
    const wrapped = coveringCells(-17.8, 179.97, 5)!;
    expect(wrapped.some((c) => c % 3600 === 0) && wrapped.some((c) => c % 3600 === 3599)).toBe(true);
    expect(coveringCells(89.95, 0, 10)).toBeNull();
    expect(coveringCells(30.27, -97.74, 300)).toBeNull();
  });

  it('events: the same pages as reading the whole circle, for random points, radii, filters, viewers and cursors', async () => {
    const now = new Date();
    let walked = 0;
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(nearQuery, async (q) => {
        const [lat, lng] = pointOf(q);
        if (coveringCells(lat, lng, q.radiusKm)) walked++;
        const byCells = await eventPages(q, 'cells', now);
        const byCircle = await eventPages(q, 'circle', now);
        if (byCircle[0]!.length) nonEmpty++;
        expect(byCells).toEqual(byCircle);
      }),
      { numRuns: 80, seed: 35 },
    );
    // The property was tried where it matters: often by cells (wide radii and the far north fall back), mostly on
    // pages with rows.
    expect(walked).toBeGreaterThan(20);
    expect(nonEmpty).toBeGreaterThan(20);
  }, 300_000);

  it('groups: the same pages as reading the whole circle, newest first', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(nearQuery, async (q) => {
        const byCells = await groupPages(q, true);
        const byCircle = await groupPages(q, false);
        if (byCircle[0]!.length) nonEmpty++;
        expect(byCells).toEqual(byCircle);
      }),
      { numRuns: 60, seed: 36 },
    );
    expect(nonEmpty).toBeGreaterThan(30);
  }, 300_000);
});

interface Node {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: Node[];
}
const flatten = (n: Node, out: Node[] = []): Node[] => (out.push(n), (n.Plans ?? []).forEach((c) => flatten(c, out)), out);

/** EXPLAIN ANALYZE of a built statement (its parameters written in, the same on PGlite and PostgreSQL). */
async function analyze(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<Node[]> {
  const built = query.toSQL();
  const inline = built.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = built.params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
  });
  const result = (await t.app.db.execute(sql.raw(`explain (analyze, format json) ${inline}`))) as unknown as { rows: Record<string, unknown>[] };
  const value = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: Node }[];
  return flatten(plan[0]!.Plan);
}

/** Rows an index scan read: those it returned and those its filter dropped, over all its loops. */
const rowsRead = (nodes: Node[], index: RegExp) =>
  nodes
    .filter((n) => index.test(n['Index Name'] ?? ''))
    .reduce((sum, n) => sum + ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1), 0);

async function count(query: SQLWrapper): Promise<number> {
  const result = (await t.app.db.execute(sql`select count(*)::int n from (${query}) q`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('the plan of near me by cells (EXPLAIN ANALYZE)', () => {
  const now = new Date();
  const city = '30.27,-97.74';

  it.each([
    ['signed out', null, {}],
    ['signed in', 'viewer', {}],
    ['by sport', null, { sport: 'soccer' }],
  ] as const)('events soonest first (%s): one ordered index scan per cell, merged, reading far less than the circle', async (_name, who, extra) => {
    const q = eventListQuerySchema.parse({ near: city, radiusKm: '10', ...extra });
    const viewerId = who ? viewer.id : null;
    const nodes = await analyze(eventCardsQuery(t.app.db, nearOptions(q, viewerId, now), now.toISOString()));
    const index = 'sport' in extra ? /^events_sport_cell_date_time_idx$/ : /^events_cell_date_time_idx$/;
    const scans = nodes.filter((n) => index.test(n['Index Name'] ?? ''));
    // One scan per covering cell (the statement has room for up to 16; spare branches read an empty cell), merged.
    const cells = coveringCells(30.27, -97.74, 10)!.length;
    expect(cells).toBeGreaterThan(4);
    expect(cells).toBeLessThanOrEqual(16);
    expect(scans.length, JSON.stringify(nodes.map((n) => [n['Node Type'], n['Index Name']]))).toBeGreaterThanOrEqual(cells);
    expect(scans.length).toBeLessThanOrEqual(16);
    expect(nodes.some((n) => n['Node Type'] === 'Merge Append')).toBe(true);
    // Nothing of the circle is sorted: a sort, if any, orders the page's rows only.
    for (const sort of nodes.filter((n) => n['Node Type'] === 'Sort')) expect(sort['Actual Rows']).toBeLessThanOrEqual(21);
    expect(nodes.some((n) => /earth/.test(n['Index Name'] ?? ''))).toBe(false);
    // The circle's candidates (what the old plan read and sorted) against what the cells read.
    const circle = await count(
      sql`select 1 from events where earth_distance(ll_to_earth(30.27, -97.74), ll_to_earth(latitude, longitude)) <= 10000
        and date_time >= ${now.toISOString()}::timestamptz ${'sport' in extra ? sql`and sport_type = 'soccer'` : sql``}`,
    );
    const read = rowsRead(nodes, index);
    // Without a sport, less than half of them. With one (a quarter of the rows here, so the core cells fill the page
    // by a later date), less than three quarters: a cell the circle barely touches is read only up to that date
    // (without the bound, up to its first match: here 392 rows read for 354 in the circle).
    expect(circle).toBeGreaterThan('sport' in extra ? 250 : 1000);
    expect(read, `read ${read} of ${circle}`).toBeLessThan('sport' in extra ? circle * 0.75 : circle / 2);
  });

  it('the old plan, for comparison, reads every candidate of the circle', async () => {
    const q = eventListQuerySchema.parse({ near: city, radiusKm: '10' });
    const nodes = await analyze(eventCardsQuery(t.app.db, nearOptions(q, null, now, 'circle'), now.toISOString()));
    expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(true);
    expect(nodes.some((n) => /cell/.test(n['Index Name'] ?? ''))).toBe(false);
  });

  it('groups near me newest first: one backward index scan per cell, merged', async () => {
    const nodes = await analyze(
      listDiscoverQuery(t.app.db, null, { featured: false, limit: 21, near: { point: { latitude: 30.27, longitude: -97.74 }, radiusKm: 10 } }),
    );
    const scans = nodes.filter((n) => n['Index Name'] === 'groups_cell_created_at_idx');
    // One per covering cell, and the core cells' again for the bound.
    const cells = coveringCells(30.27, -97.74, 10)!;
    const core = coreCells(30.27, -97.74, 10, cells).filter(Boolean).length;
    expect(core).toBeGreaterThan(0);
    expect(scans.length, JSON.stringify(nodes.map((n) => [n['Node Type'], n['Index Name']]))).toBe(cells.length + core);
    expect(nodes.some((n) => n['Node Type'] === 'Merge Append')).toBe(true);
    const circle = await count(sql`select 1 from groups where earth_distance(ll_to_earth(30.27, -97.74), ll_to_earth(latitude, longitude)) <= 10000`);
    // Less than the circle holds (the old plan reads it all).
    expect(circle).toBeGreaterThan(500);
    const read = rowsRead(nodes, /^groups_cell_created_at_idx$/);
    expect(read, `read ${read} of ${circle}`).toBeLessThan(circle / 4);
  });
});
