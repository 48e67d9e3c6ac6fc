/**
 * Place type-ahead with venues (issue 28): seeds 100,000 venues (once; reused while the database holds them) around
 * 40 US cities into a PostgreSQL database, opens the app on it, then measures GET /api/places?q=&near= two ways:
 * in-process (app.inject, one request at a time, 2,000 requests: goal p99 <= 5 ms; first the in-memory venue index's
 * load time and heap) and over HTTP at a steady 200 requests per second for 15 s (evenly spaced requests on 10
 * keep-alive connections from a worker thread, `steady-load.ts`: goal p99 <= 20 ms). Queries rotate over venue words
 * and city prefixes of 2 to 8 letters, each near one of the cities. Prints the machine's load average with the
 * figures (the machine may be shared).
 *
 *   npm run bench:venues -- [--venues 100000] [--reseed]
 *
 * Database: kickoff_bench_venues on BENCH_PG_URL's server (default postgres://postgres@127.0.0.1:5432).
 */
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { CITY_POINTS, ensureDatabase } from './seed-scale';
import { percentileOf, steadyLoad } from './steady-load';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
}
const VENUES = Number(option('venues', '100000'));
const reseed = process.argv.includes('--reseed');
const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const url = `${base}/kickoff_bench_venues`;

const WORDS = ['Zilker', 'Butler', 'Riverside', 'Lakeview', 'Oak', 'Cedar', 'Mueller', 'Central', 'Pioneer', 'Liberty', 'Heritage', 'Maple', 'Willow', 'Summit', 'Harbor', 'Union', 'Lincoln', 'Franklin', 'Madison', 'Jefferson'];
const KINDS = ['Park - Field', 'Recreation Center', 'Tennis Center', 'Courts', 'Sports Complex', 'Stadium', 'Pitch', 'Gym'];
const QUERIES = ['zi', 'zil', 'zilker', 'zilker park', 'butler', 'bu', 'river', 'lake', 'oak', 'cedar pa', 'mueller', 'central', 'pion', 'lib', 'heritage', 'map', 'will', 'summit', 'harb', 'union', 'linc', 'frank', 'madi', 'jeff', 'tennis', 'rec', 'courts', 'sports', 'stadium', 'field 3', 'austin', 'san', 'new', 'por', 'chic'];


await ensureDatabase(url);
const config = loadConfig({ ...process.env, DATABASE_URL: url, JOBS_WORKER: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-that-is-long-enough-0123456789', PUBLIC_URL: 'http://localhost:3192' });
const app = await buildApp({ config, logger: false });
await app.ready();

const pool = new pg.Pool({ connectionString: url, max: 2 });
const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from venues');
if (reseed || rows[0]!.n !== VENUES) {
  console.log(`seeding ${VENUES.toLocaleString('en-US')} venues...`);
  await pool.query('delete from venues');
  const lat = CITY_POINTS.map((p) => p[0]).join(',');
  const lng = CITY_POINTS.map((p) => p[1]).join(',');
  // Around each city within ~25 km; names "<word> <kind> <n>", search_key their lower case (as the app writes it).
  await pool.query(
    `insert into venues (id, name, search_key, latitude, longitude, sports)
     select 'bench-v-' || i, n, lower(n), c.lat + (random() - 0.5) * 0.45, c.lng + (random() - 0.5) * 0.5, array['soccer']
     from generate_series(1, $1::int) i,
       lateral (select (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (i * 7) % ${WORDS.length}] || ' ' ||
         (array[${KINDS.map((k) => `'${k}'`).join(',')}])[1 + (i * 13) % ${KINDS.length}] || ' ' || (1 + i % 40) as n) names,
       lateral (select (array[${lat}])[1 + i % ${CITY_POINTS.length}] as lat, (array[${lng}])[1 + i % ${CITY_POINTS.length}] as lng) c`,
    [VENUES],
  );
  await pool.query('analyze venues');
}
await pool.end();

const requests = QUERIES.flatMap((q, i) => CITY_POINTS.slice(0, 12).map((p, j) => `/api/places?q=${encodeURIComponent(q)}&near=${p[0]},${p[1]}&k=${i}-${j}`));

// In-process: one at a time (what the app itself spends, no network). The first request loads the venue index.
/** The npm script runs node with --expose-gc, so the heap the index keeps is measured after a collection. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
collect();
const heapBefore = process.memoryUsage().heapUsed;
const loadStarted = performance.now();
await app.inject({ method: 'GET', url: requests[0]! });
const loadMs = performance.now() - loadStarted;
collect();
console.log(`venue index loaded by the first request in ${loadMs.toFixed(0)} ms; heap kept +${((process.memoryUsage().heapUsed - heapBefore) / 1048576).toFixed(0)} MB`);
for (const path of requests.slice(0, 200)) await app.inject({ method: 'GET', url: path });
const times: number[] = [];
/** Each query word's times, to name the slowest (what to look at first when the goal is missed). */
const byQuery = new Map<string, number[]>();
for (let i = 0; i < 2000; i++) {
  const started = performance.now();
  const path = requests[i % requests.length]!;
  const res = await app.inject({ method: 'GET', url: path });
  const ms = performance.now() - started;
  times.push(ms);
  const q = new URL(path, 'http://x').searchParams.get('q')!;
  byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
}
times.sort((a, b) => a - b);
const medians = [...byQuery].map(([q, list]) => [q, percentileOf(list.sort((a, b) => a - b), 50)] as const).sort((a, b) => b[1] - a[1]);
console.log(`slowest words (median ms): ${medians.slice(0, 6).map(([q, ms]) => `"${q}" ${ms.toFixed(1)}`).join(', ')}; fastest: ${medians.slice(-3).map(([q, ms]) => `"${q}" ${ms.toFixed(1)}`).join(', ')}`);
const load1 = os.loadavg();
console.log(
  `in-process (app.inject, 2,000 requests, ${VENUES.toLocaleString('en-US')} venues): p50 ${percentileOf(times, 50).toFixed(2)} ms, p99 ${percentileOf(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(1)} ms; ` +
    `${percentileOf(times, 99) <= 5 ? 'within' : 'OVER'} the 5 ms goal; load average ${load1.map((l) => l.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`,
);

// HTTP at a steady 200 requests per second (evenly spaced, from a worker thread: steady-load.ts).
await app.listen({ port: 3192, host: '127.0.0.1' });
const steady = await steadyLoad({ base: 'http://127.0.0.1:3192', requests: requests.map((path) => ({ path })), rate: 200, seconds: 15 });
const load2 = os.loadavg();
const p99 = percentileOf(steady.latencies, 99);
console.log(
  `HTTP at a steady 200 req/s for 15 s (10 keep-alive connections, evenly spaced): ${(steady.answered / steady.seconds).toFixed(0)} req/s answered, ` +
    `p50 ${percentileOf(steady.latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${steady.latencies.at(-1)!.toFixed(0)} ms, non-2xx ${steady.non2xx}, errors ${steady.errors}; ` +
    `${p99 <= 20 ? 'within' : 'OVER'} the 20 ms goal; load average ${load2.map((l) => l.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`,
);
await app.close();
