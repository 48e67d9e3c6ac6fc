/**
 * The whole system under load (issue 31, point 6): two compiled server processes on one fresh PostgreSQL database
 * with Redis, behind Caddy (Debian's `caddy`, round robin, passive and active health checks); mixed journeys at a
 * steady rate (an open loop: a journey starts every 1/rate s whatever the answers do), one instance killed (SIGKILL)
 * half-way. Prints, before and after the kill: throughput, p50/p99 per journey, errors; then lost writes (joins,
 * leaves and comments that were answered as done but are not in the database: must be 0), and how long the live
 * clients of the killed instance took to get a stream again.
 *
 *   npm run build && npm run bench:system -- [--rate 40] [--seconds 60] [--people 120] [--live 20]
 *
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432); the database
 * kickoff_bench_sys_<random> is made and dropped. BENCH_REDIS_URL: Redis (default redis://127.0.0.1:6379/10; keys
 * under a prefix of their own). BENCH_PORT: the proxy's port (3391; the instances take the next two).
 * Journeys: browse (Discover), open (an event), join, leave, comment (each by one person at a time, so every
 * answered write has one expected outcome), live (open an event's live stream until it is ready, then close it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { endBench, option, runBench, sleep, spawnBenchServer } from './bench-support';

const rate = Number(option('rate', '40'));
const seconds = Number(option('seconds', '60'));
const peopleCount = Number(option('people', '120'));
const liveClients = Number(option('live', '20'));
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10';
const proxyPort = Number(process.env.BENCH_PORT ?? 3391);
const ports = [proxyPort + 1, proxyPort + 2];
const suffix = Math.random().toString(36).slice(2, 8);
const dbName = `kickoff_bench_sys_${suffix}`;
const PHONE_PREFIX = '+1201558';
const phones = Array.from({ length: peopleCount + 1 }, (_, i) => `${PHONE_PREFIX}${String(i).padStart(4, '0')}`);
const proxy = `http://127.0.0.1:${proxyPort}`;


function startServer(port: number, dataDir: string): ChildProcess {
  return spawnBenchServer(port, `${baseUrl}/${dbName}`, phones, {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `kickoff-bench-${suffix}:`,
    DATA_DIR: dataDir,
    PUBLIC_URL: proxy,
    TRUST_PROXY: 'true',
    // Production's signed-out micro-cache (5 s).
    PUBLIC_LIST_CACHE_MS: '5000',
  });
}

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`${what} did not start`);
}

function startCaddy(dir: string): ChildProcess {
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(
    file,
    `{
	admin off
	auto_https off
	log default {
		output file ${path.join(dir, 'caddy.log')}
		format json
		level ERROR
	}
}
:${proxyPort} {
	reverse_proxy ${ports.map((p) => `127.0.0.1:${p}`).join(' ')} {
		lb_policy round_robin
		lb_try_duration 3s
		lb_try_interval 100ms
		fail_duration 5s
		health_uri /api/healthz
		health_interval 1s
		health_timeout 1s
	}
}
`,
  );
  return spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: ['ignore', 'ignore', 'ignore'] });
}

async function signIn(phoneNumber: string): Promise<string> {
  const post = (p: string, body: unknown) => fetch(`${proxy}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/phone-number/send-otp', { phoneNumber });
  const res = await post('/api/auth/phone-number/verify', { phoneNumber, code: '123456' });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function api(token: string | null, method: string, p: string, body?: unknown): Promise<Response> {
  return fetch(`${proxy}${p}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens a live stream through the proxy; resolves when its `ready` event arrives, with the request and its end. */
function openStream(topic: string): Promise<{ req: http.ClientRequest; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let endStream!: () => void;
    const ended = new Promise<void>((r) => (endStream = r));
    const req = http.get({ host: '127.0.0.1', port: proxyPort, path: `/api/live?topics=${encodeURIComponent(topic)}`, agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        endStream();
        return reject(new Error(`live ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes('event: ready')) {
          buffer = '';
          resolve({ req, ended });
        }
      });
      res.on('end', endStream);
      res.on('close', endStream);
      res.on('error', endStream);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('live: no answer in 10 s')));
    req.on('error', (error) => {
      endStream();
      reject(error);
    });
  });
}

type Journey = 'browse' | 'open' | 'join' | 'leave' | 'comment' | 'live';
interface Sample {
  journey: Journey;
  phase: 'before' | 'after';
  ms: number;
  ok: boolean;
  status: string;
  /** Sent before instance B's process exited and answered after the kill: in flight when the instance died. */
  inFlightAtKill: boolean;
  /** performance.now() when the journey started (to place an error against the kill). */
  startedAt: number;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN);

interface Person {
  token: string;
  id: string;
  busy: boolean;
  /** Last answered state per event: joined or left. */
  state: Map<string, 'joined' | 'left'>;
}

async function main() {
  const caddyFound = spawnSync('caddy', ['version']).status === 0;
  if (!caddyFound) throw new Error('caddy is not installed (apt-get install caddy)');
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kickoff-bench-sys-'));
  const children: ChildProcess[] = [];
  try {
    // The first instance alone migrates the new database, then the second starts.
    const a = startServer(ports[0]!, path.join(tmp, 'a'));
    children.push(a);
    await waitFor(`http://127.0.0.1:${ports[0]}/api/readyz`, 'instance A');
    const b = startServer(ports[1]!, path.join(tmp, 'b'));
    children.push(b);
    await waitFor(`http://127.0.0.1:${ports[1]}/api/readyz`, 'instance B');
    children.push(startCaddy(tmp));
    await waitFor(`${proxy}/api/healthz`, 'caddy');

    const [organizerToken, ...tokens] = await Promise.all(phones.map((p) => signIn(p)));
    const group = (await (await api(organizerToken!, 'POST', '/api/groups', { name: 'Bench City', sportType: 'soccer', isPrivate: false })).json()) as { id: string };
    const eventIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const form = new FormData();
      const fields = {
        title: `Game ${i + 1}`,
        sportType: 'soccer',
        dateTime: new Date(Date.now() + (2 + i) * 86_400_000).toISOString(),
        duration: '90',
        location: 'Park',
        capacity: String(peopleCount + 10),
        groupId: group.id,
      };
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const res = await api(organizerToken!, 'POST', '/api/events', form);
      if (res.status !== 201) throw new Error(`create event ${res.status} ${await res.text()}`);
      eventIds.push(((await res.json()) as { id: string }).id);
    }
    const people: Person[] = [];
    for (const token of tokens) {
      const me = (await (await api(token, 'GET', '/api/user/profile')).json()) as { id: string };
      await api(token, 'POST', `/api/groups/${group.id}/join`, {});
      people.push({ token, id: me.id, busy: false, state: new Map() });
    }

    // Live clients held open the whole run; each reconnects at once when its stream ends (as EventSource does).
    let stopping = false;
    const reconnects: number[] = [];
    let killedAt = 0;
    const holders = Array.from({ length: liveClients }, async (_, i) => {
      const topic = `event:${eventIds[i % eventIds.length]}`;
      let lostAt = 0;
      while (!stopping) {
        try {
          const stream = await openStream(topic);
          if (lostAt) reconnects.push(performance.now() - lostAt);
          lostAt = 0;
          await Promise.race([stream.ended, (async () => {
            while (!stopping) await sleep(100);
          })()]);
          stream.req.destroy();
          if (!stopping) lostAt = performance.now();
        } catch {
          lostAt ||= performance.now();
          await sleep(100);
        }
      }
    });

    const samples: Sample[] = [];
    const acked: { kind: 'comment'; id: string }[] = [];
    const mix: Journey[] = ['browse', 'browse', 'browse', 'open', 'open', 'open', 'join', 'join', 'leave', 'comment', 'live'];
    let killed = false;
    /** When instance B's process had exited (its 'exit' event), after the kill. */
    let exitedAt = 0;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

    async function journey(kind: Journey): Promise<void> {
      const phase = killed ? 'after' : 'before';
      const started = performance.now();
      // Sent before instance B was gone: before the kill, or between the signal and the process's exit (SIGKILL is
      // not instant: the dying process may still hold a request the proxy handed it).
      const startedBeforeExit = () => exitedAt === 0 || started < exitedAt;
      let ok = false;
      let status = '';
      let person: Person | undefined;
      try {
        const eventId = pick(eventIds);
        if (kind === 'join' || kind === 'leave' || kind === 'comment') {
          const joinedCount = (p: Person) => [...p.state.values()].filter((s) => s === 'joined').length;
          const free = people.filter((p) => !p.busy && (kind !== 'leave' || joinedCount(p) > 0) && (kind !== 'join' || joinedCount(p) < eventIds.length));
          if (!free.length) return;
          person = pick(free);
          person.busy = true;
        }
        if (kind === 'browse') {
          const res = await api(null, 'GET', `/api/events?limit=20`);
          status = String(res.status);
          ok = res.ok;
          await res.arrayBuffer();
        } else if (kind === 'open') {
          const res = await api(person?.token ?? pick(people).token, 'GET', `/api/events/${eventId}`);
          status = String(res.status);
          ok = res.ok;
          await res.arrayBuffer();
        } else if (kind === 'join') {
          const target = eventIds.find((id) => person!.state.get(id) !== 'joined') ?? eventId;
          const res = await api(person!.token, 'POST', `/api/events/${target}/join`, {});
          status = String(res.status);
          ok = res.ok;
          if (!ok) status += ` ${((await res.json().catch(() => ({}))) as { message?: string }).message ?? ''}`.trimEnd();
          else await res.arrayBuffer();
          if (ok) person!.state.set(target, 'joined');
        } else if (kind === 'leave') {
          const target = [...person!.state.entries()].find(([, s]) => s === 'joined')![0];
          const res = await api(person!.token, 'DELETE', `/api/events/${target}/leave`);
          status = String(res.status);
          ok = res.ok;
          await res.arrayBuffer();
          if (ok) person!.state.set(target, 'left');
        } else if (kind === 'comment') {
          const res = await api(person!.token, 'POST', `/api/events/${eventId}/comments`, { content: `Bench comment ${Math.random().toString(36).slice(2)}` });
          status = String(res.status);
          ok = res.ok;
          if (ok) acked.push({ kind: 'comment', id: ((await res.json()) as { id: string }).id });
          else await res.arrayBuffer();
        } else {
          const stream = await openStream(`event:${eventId}`);
          stream.req.destroy();
          status = '200';
          ok = true;
        }
      } catch (error) {
        status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      } finally {
        if (person) person.busy = false;
      }
      samples.push({ journey: kind, phase, ms: performance.now() - started, ok, status, inFlightAtKill: killed && startedBeforeExit(), startedAt: started });
    }

    const pending: Promise<void>[] = [];
    const total = rate * seconds;
    const startedAt = performance.now();
    for (let i = 0; i < total; i++) {
      const due = startedAt + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (!killed && performance.now() - startedAt >= (seconds * 1000) / 2) {
        b.once('exit', () => {
          exitedAt = performance.now();
        });
        b.kill('SIGKILL');
        killed = true;
        killedAt = performance.now();
        console.log(`instance B (port ${ports[1]}) killed at ${((killedAt - startedAt) / 1000).toFixed(1)} s`);
      }
      pending.push(journey(pick(mix)));
    }
    await Promise.all(pending);
    const elapsed = (performance.now() - startedAt) / 1000;
    stopping = true;
    await Promise.all(holders);

    // Lost writes: every answered join and leave as the database has it, every answered comment present.
    const client = new pg.Client({ connectionString: `${baseUrl}/${dbName}` });
    await client.connect();
    const rows = await client.query<{ user_id: string; event_id: string }>('select user_id, event_id from event_participants');
    const inDb = new Set(rows.rows.map((r) => `${r.user_id}/${r.event_id}`));
    let lost = 0;
    let writes = 0;
    for (const p of people) {
      for (const [eventId, s] of p.state) {
        writes++;
        if ((s === 'joined') !== inDb.has(`${p.id}/${eventId}`)) lost++;
      }
    }
    const comments = acked.length ? await client.query<{ n: number }>('select count(*)::int as n from event_comments where id = any($1)', [acked.map((c) => c.id)]) : { rows: [{ n: 0 }] };
    lost += acked.length - comments.rows[0]!.n;
    writes += acked.length;
    await client.end();

    const half = seconds / 2;
    console.log(`\nWhole system: 2 instances (PostgreSQL, Redis) behind Caddy; ${rate} journeys/s for ${seconds} s (${total} journeys in ${elapsed.toFixed(1)} s); ${liveClients} live clients held open; ${os.availableParallelism()} cores`);
    for (const phase of ['before', 'after'] as const) {
      const list = samples.filter((s) => s.phase === phase);
      const errors = list.filter((s) => !s.ok);
      const inFlight = errors.filter((s) => s.inFlightAtKill).length;
      console.log(`\n${phase === 'before' ? 'Before the kill (both instances)' : 'After the kill (one instance)'}: ${(list.length / half).toFixed(1)} journeys/s, ${errors.length} errors${phase === 'after' ? ` (${inFlight} in flight at the kill)` : ''}`);
      const kinds: Journey[] = ['browse', 'open', 'join', 'leave', 'comment', 'live'];
      for (const kind of kinds) {
        const ofKind = list.filter((s) => s.journey === kind);
        const ms = ofKind.filter((s) => s.ok).map((s) => s.ms).sort((x, y) => x - y);
        const bad = ofKind.filter((s) => !s.ok);
        const statuses = [...new Set(bad.map((s) => s.status))].join(',');
        console.log(
          `  ${kind.padEnd(8)} n=${String(ofKind.length).padStart(5)}  p50 ${pct(ms, 50).toFixed(1).padStart(7)} ms  p99 ${pct(ms, 99).toFixed(1).padStart(7)} ms  errors ${bad.length}${statuses ? ` (${statuses})` : ''}`,
        );
      }
    }
    const sortedReconnects = reconnects.sort((x, y) => x - y);
    console.log(
      `\nLive clients that lost their stream: ${reconnects.length}; reconnected within p50 ${pct(sortedReconnects, 50).toFixed(0)} ms, max ${(sortedReconnects.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(`Acknowledged writes checked: ${writes}; lost: ${lost}`);
    if (killedAt === 0) console.log('(no instance was killed: the run was too short)');
    // Each failed journey against the kill, and what Caddy said about the upstreams: why a request failed.
    for (const s of samples.filter((x) => !x.ok)) {
      console.log(`  failed ${s.journey} ${s.status}: started ${(s.startedAt - killedAt).toFixed(1)} ms after the kill, answered in ${s.ms.toFixed(1)} ms`);
    }
    const caddyLog = path.join(tmp, 'caddy.log');
    // "context canceled": a live stream the bench itself closed, not an error.
    const caddyErrors = (existsSync(caddyLog) ? readFileSync(caddyLog, 'utf8').trim().split('\n') : []).filter((l) => l && !l.includes('context canceled'));
    if (exitedAt) console.log(`instance B exited ${(exitedAt - killedAt).toFixed(1)} ms after the signal`);
    console.log(`Caddy errors logged (other than streams the bench closed): ${caddyErrors.length}`);
    for (const line of caddyErrors.slice(0, 10)) console.log(`  ${line.slice(0, 400)}`);
  } finally {
    await endBench(children, admin, dbName);
  }
}

runBench(main);
