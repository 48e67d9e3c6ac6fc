/**
 * The live channel's benchmark (issue 13): two compiled server processes on a fresh PostgreSQL database; N streams
 * (default 5,000, signed-out visitors of one public event) on instance A, 200 on instance B; then joins, one every
 * 100 ms, through instance A. Prints: A's RSS growth per idle connection, A's CPU at idle with every stream open,
 * delivery latency to A's clients (from the join's answer, i.e. after its commit, and from its request) p50/p99, the
 * same for B's clients (the write on A travels through LISTEN/NOTIFY), and messages lost.
 *
 *   npm run build && npm run bench:live -- [--clients 5000] [--joins 50]
 *
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432); the database
 * kickoff_bench_live_<random> is made and dropped. BENCH_PORT: A's port (3291; B's is the next one).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { endBench, option, runBench, sleep, spawnBenchServer } from './bench-support';

const clientsOnA = Number(option('clients', '5000'));
const clientsOnB = 200;
const joins = Number(option('joins', '50'));
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const portA = Number(process.env.BENCH_PORT ?? 3291);
const portB = portA + 1;
const dbName = `kickoff_bench_live_${Math.random().toString(36).slice(2, 8)}`;
const PHONE_PREFIX = '+1201557';
const phones = Array.from({ length: joins + 2 }, (_, i) => `${PHONE_PREFIX}${String(i).padStart(4, '0')}`);


function startServer(port: number): Promise<ChildProcess> {
  const child = spawnBenchServer(port, `${baseUrl}/${dbName}`, phones, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kickoff-bench-live-')),
    JOBS_WORKER: 'false',
  });
  return (async () => {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/healthz`)).ok) return child;
      } catch {
        /* not yet */
      }
      await sleep(250);
    }
    child.kill('SIGKILL');
    throw new Error(`server on ${port} did not start`);
  })();
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
/** utime + stime of a process, in clock ticks (100 per second on Linux). */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

async function signIn(port: number, phoneNumber: string): Promise<string> {
  const post = (p: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/phone-number/send-otp', { phoneNumber });
  const res = await post('/api/auth/phone-number/verify', { phoneNumber, code: '123456' });
  return ((await res.json()) as { token: string }).token;
}

async function api(port: number, token: string, method: string, p: string, body?: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Stream {
  /** Arrival time of the counts message for each placesTaken value. */
  arrivals: Map<number, number>;
  req: http.ClientRequest;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** A light SSE reader: looks only for `counts` messages and notes when each `placesTaken` arrived. */
function openStream(port: number, topic: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const req = http.get({ host: '127.0.0.1', port, path: `/api/live?topics=${encodeURIComponent(topic)}`, agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`live: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!ready && block.includes('event: ready')) {
            ready = true;
            resolve({ arrivals, req });
          }
          const m = /"kind":"counts","placesTaken":(\d+)/.exec(block);
          if (m) arrivals.set(Number(m[1]), now);
        }
      });
    });
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main() {
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const servers: ChildProcess[] = [];
  try {
    servers.push(await startServer(portA));
    servers.push(await startServer(portB));
    const [a] = servers as [ChildProcess];
    const [organizer, ...joiners] = await Promise.all(phones.slice(0, joins + 1).map((p) => signIn(portA, p)));
    const group = (await (await api(portA, organizer!, 'POST', '/api/groups', { name: 'Bench Crew', sportType: 'soccer', isPrivate: false })).json()) as { id: string };
    const form = new FormData();
    const fields = { title: 'Hot game', sportType: 'soccer', dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(), duration: '90', location: 'Park', capacity: String(joins + 10), groupId: group.id };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const event = (await (await api(portA, organizer!, 'POST', '/api/events', form)).json()) as { id: string };
    const topic = `event:${event.id}`;

    await sleep(1000);
    const rssBefore = rssKb(a.pid!);
    const streamsA: Stream[] = [];
    for (let i = 0; i < clientsOnA; i += 250) {
      streamsA.push(...(await Promise.all(Array.from({ length: Math.min(250, clientsOnA - i) }, () => openStream(portA, topic)))));
    }
    const streamsB = await Promise.all(Array.from({ length: clientsOnB }, () => openStream(portB, topic)));
    await sleep(3000);
    const rssAfter = rssKb(a.pid!);
    const ticks0 = cpuTicks(a.pid!);
    // 30 s: at least one heartbeat (every 25 s) falls in the window.
    const idleSeconds = 30;
    await sleep(idleSeconds * 1000);
    const idleCpu = (cpuTicks(a.pid!) - ticks0) / (idleSeconds * 100);

    const sent: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < joins; i++) {
      sent[i] = performance.now();
      const res = await api(portA, joiners[i]!, 'POST', `/api/events/${event.id}/join`, {});
      answered[i] = performance.now();
      if (res.status !== 200) throw new Error(`join ${res.status}`);
      await sleep(100);
    }
    await sleep(3000);

    const measure = (streams: Stream[]) => {
      const fromAnswer: number[] = [];
      const fromRequest: number[] = [];
      let lost = 0;
      for (const s of streams) {
        for (let i = 0; i < joins; i++) {
          const at = s.arrivals.get(i + 2);
          if (at === undefined) {
            lost++;
            continue;
          }
          fromAnswer.push(Math.max(0, at - answered[i]!));
          fromRequest.push(at - sent[i]!);
        }
      }
      fromAnswer.sort((x, y) => x - y);
      fromRequest.sort((x, y) => x - y);
      return { fromAnswer, fromRequest, lost, expected: streams.length * joins };
    };
    const onA = measure(streamsA);
    const onB = measure(streamsB);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`\nLive channel, ${clientsOnA} streams on instance A, ${clientsOnB} on B, ${joins} joins on A (one per 100 ms), PostgreSQL LISTEN/NOTIFY`);
    console.log(`  A RSS: ${Math.round(rssBefore / 1024)} MB before, ${Math.round(rssAfter / 1024)} MB with the streams: ${((rssAfter - rssBefore) / clientsOnA).toFixed(1)} KB per idle connection`);
    console.log(`  A CPU at idle with ${clientsOnA} streams: ${(idleCpu * 100).toFixed(1)}% of a core (over ${idleSeconds} s)`);
    for (const [name, r] of [['A', onA], ['B (write on A)', onB]] as const) {
      console.log(
        `  to ${name} clients: after the join's answer p50 ${ms(pct(r.fromAnswer, 50))}, p99 ${ms(pct(r.fromAnswer, 99))}; ` +
          `from its request p50 ${ms(pct(r.fromRequest, 50))}, p99 ${ms(pct(r.fromRequest, 99))}; lost ${r.lost} of ${r.expected}`,
      );
    }
    for (const s of [...streamsA, ...streamsB]) s.req.destroy();
  } finally {
    await endBench(servers, admin, dbName);
  }
}

runBench(main);
