/**
 * Benchmark: for each data size, seeds a PostgreSQL database (once; reused while it holds that size), starts the real
 * server on it (with the reference route), and measures each row with autocannon (50 connections, fixed duration):
 * req/s, p50, p99, ratio to the reference route, non-2xx answers; then the server's peak RSS, and the p50 ratio
 * between the sizes.
 *
 *   npm run bench -- [--sizes 10000,100000] [--duration 10] [--connections 50] [--reseed]
 *
 * A size N means N events, N users and N/10 groups (plus memberships, participants, comments, posts). Databases:
 * kickoff_bench_<10k|100k|1m> on BENCH_PG_URL's server (default postgres://postgres@127.0.0.1:5432); BENCH_DB_PREFIX replaces
 * `kickoff_bench` (several people benchmarking on one server), BENCH_PORT the server's port (3191).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase, seedScale } from './seed-scale';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'apps/server/src/server.ts');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
}
const sizes = option('sizes', '10000,100000').split(',').map(Number);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const reseed = process.argv.includes('--reseed');
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbPrefix = process.env.BENCH_DB_PREFIX ?? 'kickoff_bench';
const port = Number(process.env.BENCH_PORT ?? 3191);

interface Row {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  auth?: 'one' | 'rotate';
  body?: string;
}
const rows: Row[] = [
  { name: 'reference (1 indexed pg query)', path: '/api/bench/reference' },
  { name: 'featured events', path: '/api/events?featured=true&limit=6' },
  { name: 'Discover, sport + skill', path: '/api/events?sport=soccer&skillLevel=intermediate' },
  { name: 'event detail', path: '/api/events/e37' },
  { name: 'group list', path: '/api/groups' },
  { name: 'group detail (signed in)', path: '/api/groups/g1', auth: 'one' },
  { name: 'dashboard (signed in)', path: '/api/user/dashboard', auth: 'one' },
  { name: 'join, one event (contention)', path: '/api/events/bench-contention/join', method: 'POST', auth: 'rotate', body: '{"guestCount":0}' },
];

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const SESSIONS = 20_000;
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
  await c.query(`delete from events where id = 'bench-contention'`);
  await c.query(
    `insert into events (id, title, sport_type, date_time, location, capacity, group_id, organizer_id)
     select 'bench-contention', 'Contention cup', 'soccer', now() + interval '2 days', 'Field 1', 50, g.id, g.creator_id from groups g where g.id = 'g1'`,
  );
  // g1 must be public for every bench user to join its event.
  await c.query(`update groups set is_private = false where id = 'g1'`);
  await c.query('analyze sessions');
  await c.end();
}

/** The V8 heap flags of the server's start script (apps/server/package.json), so the bench measures what `npm start` runs. */
function startScriptHeapFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((arg) => /^--max-(old|semi)-space-size=\d+$/.test(arg));
}

async function startServer(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...startScriptHeapFlags(), '--import', 'tsx', serverEntry], {
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
  let next = 100;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: row.method ?? 'GET',
        path: row.path,
        body: row.body,
        setupRequest: (request) => {
          const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(request.headers ?? {}) };
          if (row.body) headers['content-type'] = 'application/json';
          if (row.auth === 'one') headers.authorization = `Bearer bench-token-${1 + (next++ % 50)}`;
          if (row.auth === 'rotate') headers.authorization = `Bearer bench-token-${100 + (next++ % (SESSIONS - 100))}`;
          return { ...request, headers };
        },
      },
    ],
  });
  return {
    name: row.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function table(size: number, measured: Measured[], peakRss: number) {
  const ref = measured[0]!;
  const lines = [
    `| ${size.toLocaleString('en-US')} events | req/s | p50 ms | p99 ms | req/s vs reference | non-2xx |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...measured.map(
      (m) => `| ${m.name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${((m.rps / ref.rps) * 100).toFixed(0)}% | ${m.non2xx + m.errors} |`,
    ),
    '',
    `server peak RSS: ${peakRss} MB`,
  ];
  return lines.join('\n');
}

async function main() {
  console.log(`kickoff bench: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`);
  console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${connections} connections, ${duration} s per row`);
  const results = new Map<number, Measured[]>();
  for (const size of sizes) {
    const url = `${baseUrl}/${dbPrefix}_${label(size)}`;
    await prepare(url, size);
    const server = await startServer(url);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!, 'VmRSS'))), 200);
    try {
      const measured: Measured[] = [];
      for (const row of rows) {
        await measure(row, 2); // warm-up (caches, JIT, pool)
        if (row.auth === 'rotate') await prepare(url, size); // a fresh contention event after the warm-up
        const m = await measure(row, duration);
        measured.push(m);
        console.log(`  ${size} ${m.name}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
      }
      peak = Math.max(peak, rssMb(server.pid!, 'VmHWM'));
      results.set(size, measured);
      console.log(`\n${table(size, measured, peak)}\n`);
    } finally {
      clearInterval(sampler);
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
