/**
 * Benchmark: for each data size, seeds a PostgreSQL database (once; reused while it holds that size), starts the real
 * server on it (with the reference route), and measures each row with autocannon (50 connections, fixed duration):
 * req/s, p50, p99, ratio to the reference route, non-2xx answers, CPU per request (the server process and the bench
 * database's PostgreSQL backends, from /proc); then the server's peak RSS, and the p50 ratio
 * between the sizes.
 *
 *   npm run bench -- [--sizes 10000,100000] [--duration 10] [--connections 50] [--reseed] [--rows discover,join]
 *
 * Issue 35 added: near me soonest first, the "reference page" (21 ready-made JSON cards by one index range scan from
 * the bench-only table bench_reference_page), and the mixed steady load (45% Discover, 25% near me both orders, 20%
 * detail, 5% dashboard, 5% join/leave on hot events; 30% signed in) at 100/200/400/800 req/s with its capacity (the
 * highest steady rate with p99 <= 100 ms and no errors). `--rows mixed` runs the mixed load alone.
 *
 * A size N means N events, N users and N/10 groups (plus memberships, participants, comments, posts). Databases:
 * kickoff_bench_<10k|100k|1m> on BENCH_PG_URL's server (default postgres://postgres@127.0.0.1:5432); BENCH_DB_PREFIX replaces
 * `kickoff_bench` (several people benchmarking on one server), BENCH_PORT the server's port (3191). BENCH_CPU_PROF=<folder>
 * writes the server's V8 CPU profile there when it stops (open it in Chrome DevTools, or sum it by function).
 */
// Over 300 lines: one script: the rows, the pools they rotate over, seeding, the server and the tables, in the order they run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SKILL_LEVEL_VALUES, SPORT_VALUES } from '@kickoff/shared';
import { CITY_POINTS, ensureDatabase, seedScale } from './seed-scale';
import { percentileOf, steadyLoad, type SteadyLoadResult } from './steady-load';

const root = path.resolve(import.meta.dirname, '../..');
/** The compiled server `npm start` runs (built by apps/server/build.mjs before measuring). */
const serverEntry = path.join(root, 'apps/server/dist/server.js');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
}
const sizes = option('sizes', '10000,100000').split(',').map(Number);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const reseed = process.argv.includes('--reseed');
/** `--rows discover,join`: only the rows whose names contain one of these (the reference always runs). */
const rowFilter = option('rows', '').toLowerCase().split(',').filter(Boolean);
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbPrefix = process.env.BENCH_DB_PREFIX ?? 'kickoff_bench';
const port = Number(process.env.BENCH_PORT ?? 3191);

/**
 * A row of the table. `cached` rows repeat one URL, so the signed-out micro-cache answers them: they are printed
 * apart and labelled, as what a crowd opening one shared link costs. `uncached` rows vary what a real crowd varies
 * (filters, dates, cursors, ids, sessions) over lists of thousands, so the cache answers only where real traffic
 * would hit it.
 */
interface Row {
  name: string;
  /** `steady`: a fixed request rate on 10 connections, for latency below saturation (the other rows saturate). */
  kind: 'reference' | 'cached' | 'uncached' | 'steady';
  /** The reference a row is held to (default: the reference route); list rows use the reference page. */
  versus?: 'page';
  /** Requests per second of a `steady` row. */
  rate?: number;
  /** One path, or the list a request picks its path from in turn. */
  paths: () => string[];
  method?: 'GET' | 'POST';
  auth?: 'rotate';
  body?: string;
  /** Accept-Language of the requests (issue 30: Spanish answers cost what English ones do). */
  language?: string;
}

/** What the rows rotate over, gathered from the seeded database before a size is measured. */
const pools = {
  discover: [] as string[],
  eventIds: [] as string[],
  groupIds: [] as string[],
  groupLists: [] as string[],
  near: [] as string[],
  nearSoonest: [] as string[],
  groupsNear: [] as string[],
  places: [] as string[],
  referencePage: [] as string[],
};

/** The seeded sports the API knows (seed-scale also makes a few it does not, which the filters refuse). */
const BENCH_SPORTS = ['soccer', 'basketball', 'tennis', 'volleyball', 'running', 'cycling', 'yoga', 'swimming'].filter((s) =>
  (SPORT_VALUES as readonly string[]).includes(s),
);
const BENCH_SKILLS = SKILL_LEVEL_VALUES;

const rows: Row[] = [
  { name: 'reference (1 indexed pg query)', kind: 'reference', paths: () => ['/api/bench/reference'] },
  { name: 'reference page (21 ready-made JSON cards, 1 index range scan)', kind: 'reference', paths: () => pools.referencePage },
  { name: 'featured events (one URL)', kind: 'cached', paths: () => ['/api/events?featured=true&limit=6'] },
  { name: 'Discover, sport + skill (one URL)', kind: 'cached', paths: () => ['/api/events?sport=soccer&skillLevel=intermediate'] },
  { name: 'event detail (one id)', kind: 'cached', paths: () => ['/api/events/e37'] },
  // Built at most once per 10 minutes per process (modules/sitemap): the row is what a crawler's repeats cost.
  { name: 'sitemap.xml (public upcoming events and groups)', kind: 'cached', paths: () => ['/sitemap.xml'] },
  { name: 'Discover, varied filters/from/cursor', kind: 'uncached', paths: () => pools.discover, versus: 'page' },
  { name: 'Discover, varied, signed in', kind: 'uncached', paths: () => pools.discover, auth: 'rotate', versus: 'page' },
  { name: 'Discover, varied, in Spanish (Accept-Language es-US)', kind: 'uncached', paths: () => pools.discover, language: 'es-US,es;q=0.9', versus: 'page' },
  { name: 'event detail, rotating ids', kind: 'uncached', paths: () => pools.eventIds.map((id) => `/api/events/${id}`) },
  { name: 'event detail, rotating ids, signed in', kind: 'uncached', paths: () => pools.eventIds.map((id) => `/api/events/${id}`), auth: 'rotate' },
  { name: 'group list, varied sport/cursor', kind: 'uncached', paths: () => pools.groupLists },
  { name: 'Discover near me, 10 km, sport, varied point', kind: 'uncached', paths: () => pools.near, versus: 'page' },
  { name: 'Discover near me soonest first, 10 km, varied point', kind: 'uncached', paths: () => pools.nearSoonest, versus: 'page' },
  { name: 'groups near me newest first, 10 km, varied point', kind: 'uncached', paths: () => pools.groupsNear, versus: 'page' },
  { name: 'groups near me closest first, 10 km, varied point', kind: 'uncached', paths: () => pools.groupsNear.map((p) => `${p}&sort=distance`), versus: 'page' },
  { name: 'places type-ahead, varied q', kind: 'uncached', paths: () => pools.places },
  { name: 'reference, steady 500 req/s', kind: 'steady', rate: 500, paths: () => ['/api/bench/reference'] },
  { name: 'places type-ahead, varied q, steady 500 req/s', kind: 'steady', rate: 500, paths: () => pools.places },
  { name: 'Discover near me, varied point, steady 200 req/s', kind: 'steady', rate: 200, paths: () => pools.near },
  { name: 'Discover near me soonest first, varied point, steady 200 req/s', kind: 'steady', rate: 200, paths: () => pools.nearSoonest },
  { name: 'group detail, rotating ids, signed in', kind: 'uncached', paths: () => pools.groupIds.map((id) => `/api/groups/${id}`), auth: 'rotate' },
  { name: 'dashboard, rotating sessions', kind: 'uncached', paths: () => ['/api/user/dashboard'], auth: 'rotate' },
  { name: 'join, one hot event (contention)', kind: 'uncached', paths: () => ['/api/events/bench-contention/join'], method: 'POST', auth: 'rotate', body: '{"guestCount":0}' },
];

/** A deterministic shuffle, so two runs (and the A/B of a change) rotate through the same requests. */
function shuffled<T>(items: T[], seed = 42): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Discover requests as a crowd makes them: 4,000 first pages over sport x skill x a start time moved in 7-minute steps
 * (the date filter of the Discover screen), plus the second and third pages of 1,000 of them (real cursors, read from
 * the server once).
 */
async function gatherPools(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const events = await client.query<{ id: string }>(
      `select e.id from events e join groups g on g.id = e.group_id where not g.is_private and e.id like 'e%' order by md5(e.id) limit 100000`,
    );
    pools.eventIds = events.rows.map((r) => r.id);
    const groups = await client.query<{ id: string }>(`select id from groups where not is_private order by md5(id) limit 20000`);
    pools.groupIds = groups.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
  const firstPages: string[] = [];
  const base = Date.now();
  for (let i = 0; i < 4000; i++) {
    const params = new URLSearchParams();
    if (i % 13 !== 0) params.set('sport', BENCH_SPORTS[i % BENCH_SPORTS.length]!);
    if (i % 3 === 0) params.set('skillLevel', BENCH_SKILLS[(i >> 2) % BENCH_SKILLS.length]!);
    params.set('from', new Date(base + (i * 7 * 60_000) % (28 * 86_400_000)).toISOString());
    firstPages.push(`/api/events?${params}`);
  }
  const withCursors: string[] = [];
  for (const first of firstPages.slice(0, 1000)) {
    let path = first;
    for (let page = 0; page < 2; page++) {
      const body = (await (await fetch(`http://127.0.0.1:${port}${path}`)).json()) as { nextCursor?: string | null };
      if (!body.nextCursor) break;
      path = `${first}&cursor=${encodeURIComponent(body.nextCursor)}`;
      withCursors.push(path);
    }
  }
  pools.discover = shuffled([...firstPages, ...withCursors]);
  // Near me: a different point per request (within ~10 km of a seeded city, so the cache never answers), 10 km, a
  // sport, closest first: issue 12's "Discover near me" row.
  const nearPoint = (i: number) => {
    const [lat, lng] = CITY_POINTS[i % CITY_POINTS.length]!;
    return `${(lat + (((i * 7919) % 1000) / 1000 - 0.5) * 0.18).toFixed(5)},${(lng + (((i * 6007) % 1000) / 1000 - 0.5) * 0.22).toFixed(5)}`;
  };
  pools.near = Array.from({ length: 5000 }, (_, i) => `/api/events?near=${nearPoint(i)}&radiusKm=10&sport=${BENCH_SPORTS[i % BENCH_SPORTS.length]}&sort=distance`);
  // Near me soonest first (issue 35): the API's default order and the app's "Soonest", no sport (the densest case).
  pools.nearSoonest = Array.from({ length: 5000 }, (_, i) => `/api/events?near=${nearPoint(i + 1)}&radiusKm=10`);
  // Groups near me (issue 35: "the same for groups near me"), newest first (the default) and closest first.
  pools.groupsNear = Array.from({ length: 5000 }, (_, i) => `/api/groups?near=${nearPoint(i + 2)}&radiusKm=10`);
  pools.referencePage = Array.from({ length: 5000 }, (_, i) => `/api/bench/reference-page?at=${(i * 7919) % REFERENCE_PAGE_ROWS}`);
  // The type-ahead: the first 2-5 letters of many place names, as people type them.
  const words = ['austin', 'boston', 'chicago', 'denver', 'seattle', 'portland', 'atlanta', 'miami', 'phoenix', 'san diego', 'dallas',
    'houston', 'nashville', 'brooklyn', 'oakland', 'minneapolis', 'detroit', 'pittsburgh', 'philadelphia', 'baltimore', 'raleigh',
    'salt lake', 'kansas', 'columbus', 'madison', 'boulder', 'tampa', 'sacramento', 'richmond', 'new orleans', 'london', 'paris',
    'berlin', 'madrid', 'rome', 'tokyo', 'sydney', 'toronto', 'mexico', 'lagos', 'cairo', 'mumbai', 'lima', 'bogota', 'santiago'];
  pools.places = shuffled(words.flatMap((w) => [2, 3, 4, 5].map((n) => `/api/places?q=${encodeURIComponent(w.slice(0, n))}`)));
  const groupLists: string[] = [];
  for (const sport of ['', ...BENCH_SPORTS]) {
    let path = `/api/groups${sport ? `?sport=${sport}` : ''}`;
    groupLists.push(path);
    for (let page = 0; page < 40; page++) {
      const body = (await (await fetch(`http://127.0.0.1:${port}${path}`)).json()) as { nextCursor?: string | null };
      if (!body.nextCursor) break;
      path = `/api/groups?${sport ? `sport=${sport}&` : ''}cursor=${encodeURIComponent(body.nextCursor)}`;
      groupLists.push(path);
    }
  }
  pools.groupLists = shuffled(groupLists);
  console.log(
    `  rotating over ${pools.discover.length} Discover requests, ${pools.eventIds.length} events, ${pools.groupIds.length} groups, ${pools.groupLists.length} group-list pages, ${sessionCount} sessions`,
  );
}

interface Measured {
  name: string;
  kind: Row['kind'];
  versus?: Row['versus'];
  distinct: number;
  /** The non-2xx status codes seen, with counts. */
  codes: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU per answered request, in ms: the server process and the bench database's PostgreSQL backends. */
  cpu?: { node: number; postgres: number };
}

const SESSIONS = 20_000;
/** Rows of the reference page's table (pages start anywhere in them). */
const REFERENCE_PAGE_ROWS = 100_000;

/**
 * A fresh contention event without deleting it: its parties are removed (the counters follow by trigger). Deleting
 * and recreating the event while the warm-up's last joins were still in flight made those joins fail (issue 35).
 */
async function resetContention(c: pg.Client): Promise<void> {
  await c.query(`delete from event_participants where event_id = 'bench-contention' or event_id like 'bench-hot-%'`);
}
/** Sessions made for this size (fewer users than SESSIONS at small sizes). */
let sessionCount = SESSIONS;
const prepared = new Set<number>();
const label = (n: number) => (n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

async function prepare(url: string, size: number): Promise<void> {
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let seeded = false;
  try {
    const r = await client.query(`select exists(select 1 from events where id = $1) a, exists(select 1 from events where id = $2) b`, [`e${size}`, `e${size + 1}`]);
    seeded = r.rows[0].a && !r.rows[0].b;
  } catch {
    seeded = false;
  } finally {
    await client.end();
  }
  if (!seeded || (reseed && !prepared.has(size))) {
    console.log(`seeding ${size} events...`);
    await seedScale({ url, users: size, groups: Math.max(10, Math.floor(size / 10)), events: size, participants: 5, log: (l) => console.log(l) });
  }
  prepared.add(size);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // Bench sessions (tokens bench-token-<i> for users bench<i>) and a fresh contention event of capacity 50.
  await c.query(`delete from sessions where id like 'bench-s-%'`);
  await c.query(
    `insert into sessions (id, token, expires_at, user_id) select 'bench-s-' || i, 'bench-token-' || i, now() + interval '1 day', 'bench' || i
     from generate_series(1, least($1::int, (select count(*)::int from users where id like 'bench%'))) i`,
    [SESSIONS],
  );
  await c.query(
    `insert into events (id, title, sport_type, date_time, location, capacity, group_id, organizer_id)
     select 'bench-contention', 'Contention cup', 'soccer', now() + interval '2 days', 'Field 1', 50, g.id, g.creator_id from groups g where g.id = 'g1'
     on conflict (id) do update set date_time = excluded.date_time`,
  );
  // The mixed load's hot events (join/leave): big enough that joins are not refused for being full.
  await c.query(
    `insert into events (id, title, sport_type, date_time, location, capacity, group_id, organizer_id)
     select 'bench-hot-' || i, 'Hot game ' || i, 'soccer', now() + interval '3 days', 'Field 2', 100000, g.id, g.creator_id
     from groups g, generate_series(1, 5) i where g.id = 'g1'
     on conflict (id) do update set date_time = excluded.date_time`,
  );
  await resetContention(c);
  // The reference page's bench-only table: ready-made cards (every field of an event row as JSON), read 21 at a time.
  await c.query(`create table if not exists bench_reference_page (n int primary key, card text not null)`);
  if (Number((await c.query(`select count(*)::int n from bench_reference_page`)).rows[0].n) !== REFERENCE_PAGE_ROWS) {
    await c.query(`truncate bench_reference_page`);
    await c.query(
      `insert into bench_reference_page (n, card)
       select row_number() over (order by e.date_time, e.id) - 1,
         (select row_to_json(x)::text from (select e.id, e.title, e.description, e.image_url "imageUrl", e.sport_type "sportType",
           e.event_type "eventType", e.date_time "dateTime", e.time_zone "timeZone", e.duration, e.location, e.latitude, e.longitude,
           e.capacity, e.places_taken "currentParticipants", e.waitlist_count "waitlistCount", e.skill_level "skillLevel",
           e.price::text price, e.currency, e.allow_waitlist "allowWaitlist", e.group_id "groupId", e.organizer_id "organizerId",
           e.is_recurring "isRecurring", e.recurring_type "recurringType", e.cancelled_at "cancelledAt") x)
       from events e order by e.date_time, e.id limit ${REFERENCE_PAGE_ROWS}`,
    );
    await c.query('analyze bench_reference_page');
  }
  // g1 must be public for every bench user to join its event.
  await c.query(`update groups set is_private = false where id = 'g1'`);
  sessionCount = Number((await c.query(`select count(*)::int n from sessions where id like 'bench-s-%'`)).rows[0].n);
  await c.query('analyze sessions');
  await c.end();
}

/** One request of the mixed load. */
interface MixedRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  signedIn: boolean;
  body?: string;
  /** Join/leave: the session that joins also leaves. */
  session?: number;
}

/**
 * The mixed load of issue 35: 45% Discover (varied filters and cursors), 25% near me (half soonest, half closest
 * first), 20% event detail, 5% dashboard, 5% join/leave on 5 hot events; 30% signed in (dashboard and join/leave
 * always, the rest 22%). A join and its leave use one session, the leave 1,000 requests later.
 */
function mixedRequests(): MixedRequest[] {
  const out: MixedRequest[] = [];
  const pick = <T>(list: T[], i: number) => list[(i * 2654435761) % list.length]!;
  let pair = 0;
  const pending: MixedRequest[] = [];
  for (let i = 0; i < 20_000; i++) {
    const r = (i * 7919) % 100;
    const signedIn = (i * 6007) % 100 < 22;
    if (r < 45) out.push({ method: 'GET', path: pick(pools.discover, i), signedIn });
    else if (r < 70) out.push({ method: 'GET', path: pick(i % 2 ? pools.near : pools.nearSoonest, i), signedIn });
    else if (r < 90) out.push({ method: 'GET', path: `/api/events/${pick(pools.eventIds, i)}`, signedIn });
    else if (r < 95) out.push({ method: 'GET', path: '/api/user/dashboard', signedIn: true });
    else if (pending.length && (pending[0]!.session ?? 0) <= out.length - 1000) {
      const join = pending.shift()!;
      out.push({ method: 'DELETE', path: join.path.replace(/join$/, 'leave'), signedIn: true, session: join.session });
    } else {
      const join: MixedRequest = { method: 'POST', path: `/api/events/bench-hot-${1 + (pair % 5)}/join`, signedIn: true, body: '{"guestCount":0}', session: out.length };
      pair++;
      pending.push(join);
      out.push(join);
    }
  }
  return out;
}

/** The mixed load at a fixed rate (enough connections that the rate holds while answers are slow). */
async function measureMixed(rate: number, seconds: number, requests: MixedRequest[]): Promise<Measured> {
  let session = 100;
  const load = requests.map((r) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
    if (r.body) headers['content-type'] = 'application/json';
    // Join/leave: a session per pair (the join's position), kept apart from the other rows' sessions.
    const s = r.session !== undefined ? 1 + ((10_000 + r.session) % sessionCount) : 1 + (session++ % sessionCount);
    if (r.signedIn) headers.authorization = `Bearer bench-token-${s}`;
    return { method: r.method, path: r.path, headers, body: r.body };
  });
  const result = await steadyLoad({ base: `http://127.0.0.1:${port}`, requests: load, rate, seconds, sockets: Math.min(200, Math.max(20, rate / 4)) });
  return steadyMeasured(`mixed load, steady ${rate} req/s`, requests.length, result);
}

/** A steady load's figures as a row of the table. */
function steadyMeasured(name: string, distinct: number, result: SteadyLoadResult): Measured {
  return {
    name,
    kind: 'steady',
    distinct,
    rps: result.answered / result.seconds,
    p50: Math.round(percentileOf(result.latencies, 50)),
    p99: Math.round(percentileOf(result.latencies, 99)),
    non2xx: result.non2xx,
    errors: result.errors,
    codes: Object.entries(result.codes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${code} x${count}`)
      .join(', '),
  };
}

/** The mixed load at 100/200/400/800 req/s, then its capacity: the highest rate with p99 <= 100 ms and no errors. */
async function mixedLoad(url: string, seconds: number): Promise<string> {
  const requests = mixedRequests();
  const reset = async () => {
    await new Promise((r) => setTimeout(r, 1000));
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await resetContention(c);
    await c.end();
  };
  await measureMixed(100, 2, requests); // warm-up
  await reset();
  const runs: Measured[] = [];
  const holds = (m: Measured) => m.p99 <= 100 && m.non2xx + m.errors === 0 && m.rps >= 0.95 * Number(/(\d+) req/.exec(m.name)![1]);
  for (const rate of [100, 200, 400, 800]) {
    const m = await measureMixed(rate, seconds, requests);
    await reset();
    runs.push(m);
    console.log(`  mixed ${rate} req/s: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.codes ? ` (${m.codes})` : ''}`);
  }
  // Capacity: bisect between the highest rate that held and the next (or 1600), 3 steps.
  let low = [...runs].reverse().find(holds) ? Number(/(\d+) req/.exec([...runs].reverse().find(holds)!.name)![1]) : 0;
  let high = low === 800 ? 1600 : low === 0 ? 100 : low * 2;
  for (let step = 0; step < 3; step++) {
    const rate = Math.round((low + high) / 2);
    const m = await measureMixed(rate, seconds, requests);
    await reset();
    console.log(`  mixed ${rate} req/s (capacity search): ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.codes ? ` (${m.codes})` : ''}`);
    if (holds(m)) low = rate;
    else high = rate;
  }
  return [
    '| mixed steady load | req/s | p50 ms | p99 ms | non-2xx / errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...runs.map((m) => `| ${m.name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.non2xx + m.errors}${m.codes ? ` (${m.codes})` : ''} |`),
    `| capacity (highest steady rate with p99 <= 100 ms, no errors) | ${low || '< 100'} | | | |`,
  ].join('\n');
}

/** The node flags of the server's start script (apps/server/package.json), so the bench measures what `npm start` runs. */
function startScriptFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

async function startServer(url: string): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (profile before optimising).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...startScriptFlags(), ...profile, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '10',
      DATA_DIR: path.join(os.tmpdir(), 'kickoff-bench'),
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_WORKER: 'false',
      BENCH_REFERENCE_ROUTE: '1',
      SPAM_BRAKES: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/healthz`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`server did not start: ${stderr.slice(0, 2000)}`);
}

/** A process's CPU time (user + system) in ms, from /proc (Linux); 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

interface CpuSnapshot {
  node: number;
  postgres: Map<number, number>;
}

/** The server's CPU and that of each PostgreSQL backend connected to the bench database (its pool's connections). */
async function cpuSnapshot(serverPid: number, client: pg.Client): Promise<CpuSnapshot> {
  const backends = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return { node: cpuMs(serverPid), postgres: new Map(backends.rows.map((r) => [r.pid, cpuMs(r.pid)])) };
}

/** CPU ms per request between two snapshots (a backend opened in between counts from its start). */
function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): { node: number; postgres: number } {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const per = (ms: number) => Math.round((ms / Math.max(requests, 1)) * 100) / 100;
  return { node: per(after.node - before.node), postgres: per(postgres) };
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function measure(row: Row, seconds: number): Promise<Measured> {
  const paths = row.paths();
  if (paths.length === 0) throw new Error(`${row.name}: nothing to request`);
  let next = 0;
  let session = 100;
  if (row.rate) {
    // A fixed rate: evenly spaced requests (autocannon's overallRate sends each second's quota as a burst).
    const requests = paths.map((path) => {
      const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
      if (row.body) headers['content-type'] = 'application/json';
      if (row.auth === 'rotate') headers.authorization = `Bearer bench-token-${1 + (session++ % sessionCount)}`;
      if (row.language) headers['accept-language'] = row.language;
      return { method: row.method ?? 'GET', path, headers, body: row.body };
    });
    return steadyMeasured(row.name, paths.length, await steadyLoad({ base: `http://127.0.0.1:${port}`, requests, rate: row.rate, seconds, sockets: 10 }));
  }
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: row.method ?? 'GET',
        path: paths[0],
        body: row.body,
        setupRequest: (request) => {
          const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(request.headers ?? {}) };
          if (row.body) headers['content-type'] = 'application/json';
          if (row.auth === 'rotate') headers.authorization = `Bearer bench-token-${1 + (session++ % sessionCount)}`;
          if (row.language) headers['accept-language'] = row.language;
          return { ...request, path: paths[next++ % paths.length]!, headers };
        },
      },
    ],
  });
  return {
    name: row.name,
    kind: row.kind,
    versus: row.versus,
    distinct: paths.length,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    codes: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code} x${stat.count}`)
      .join(', '),
  };
}

function table(size: number, measured: Measured[], peakRss: number) {
  const ref = measured.find((m) => m.kind === 'reference')!;
  const refPage = measured.find((m) => m.kind === 'reference' && m.name.startsWith('reference page'));
  const ratio = (m: Measured) => {
    const versus = m.versus === 'page' && refPage ? refPage : ref;
    return `${((m.rps / versus.rps) * 100).toFixed(0)}%${versus === refPage ? ' of page' : ''}`;
  };
  const cpu = (m: Measured) => (m.cpu ? `${m.cpu.node} + ${m.cpu.postgres}` : '');
  const line = (m: Measured) =>
    `| ${m.name} | ${m.distinct.toLocaleString('en-US')} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.kind === 'steady' ? 'fixed rate' : ratio(m)} | ${m.non2xx + m.errors} | ${cpu(m)} |`;
  const section = (title: string, kinds: Row['kind'][]) => [
    `| ${size.toLocaleString('en-US')} events, ${title} | distinct URLs | req/s | p50 ms | p99 ms | req/s vs reference | non-2xx | CPU ms per request, Node + PostgreSQL |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...measured.filter((m) => kinds.includes(m.kind)).map(line),
  ];
  return [
    ...section('real paths (cache answers only what real traffic would hit)', ['reference', 'uncached']),
    '',
    ...section('CACHED: one URL repeated, the signed-out micro-cache answers', ['reference', 'cached']),
    '',
    ...(measured.some((m) => m.kind === 'steady') ? [...section('latency at a steady rate (10 connections, below saturation)', ['steady']), ''] : []),
    `server peak RSS: ${peakRss} MB`,
  ].join('\n');
}

/** The rows `--rows` names, with the references they are compared with. */
function selected(r: Row): boolean {
  const named = (row: Row) => !rowFilter.length || rowFilter.some((f) => row.name.toLowerCase().includes(f));
  if (r.kind === 'reference') return true;
  if (r.kind === 'steady' && r.name.startsWith('reference')) return rows.some((o) => o.kind === 'steady' && o !== r && named(o));
  return named(r);
}

async function main() {
  const compiled = spawnSync('npm', ['run', '--silent', 'build', '-w', '@kickoff/server'], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('could not compile the server');
  console.log(`kickoff bench: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`);
  console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${connections} connections, ${duration} s per row`);
  const results = new Map<number, Measured[]>();
  for (const size of sizes) {
    const url = `${baseUrl}/${dbPrefix}_${label(size)}`;
    await prepare(url, size);
    const server = await startServer(url);
    await gatherPools(url);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!, 'VmRSS'))), 200);
    // Reads the backends' process ids for the CPU split (its own connection is left out of the sums).
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    try {
      const measured: Measured[] = [];
      for (const row of rows.filter(selected)) {
        await measure(row, 2); // warm-up (caches, JIT, pool)
        if (row.method === 'POST') {
          // A fresh contention event after the warm-up, once its last requests are answered.
          await new Promise((r) => setTimeout(r, 1000));
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await resetContention(c);
          await c.end();
        }
        const before = await cpuSnapshot(server.pid!, probe);
        const m = await measure(row, duration);
        m.cpu = cpuPerRequest(before, await cpuSnapshot(server.pid!, probe), m.rps * duration);
        measured.push(m);
        console.log(
          `  ${size} ${m.name}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, CPU per request Node ${m.cpu.node} ms + PostgreSQL ${m.cpu.postgres} ms${m.codes ? ` (${m.codes})` : ''}`,
        );
      }
      const mixed = !rowFilter.length || rowFilter.some((f) => 'mixed load'.includes(f)) ? await mixedLoad(url, duration) : '';
      peak = Math.max(peak, rssMb(server.pid!, 'VmHWM'));
      results.set(size, measured);
      console.log(`\n${table(size, measured, peak)}\n${mixed ? `\n${mixed}\n` : ''}`);
    } finally {
      clearInterval(sampler);
      await probe.end();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }
  if (sizes.length >= 2) {
    const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
    const a = results.get(small)!;
    const b = results.get(large)!;
    console.log(`| p50 at ${large.toLocaleString('en-US')} / p50 at ${small.toLocaleString('en-US')} events | ratio |\n| --- | ---: |`);
    for (let i = 0; i < a.length; i++) console.log(`| ${a[i]!.name} | ${(b[i]!.p50 / Math.max(a[i]!.p50, 1)).toFixed(2)}x |`);
  }
  console.log(`\nload average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
