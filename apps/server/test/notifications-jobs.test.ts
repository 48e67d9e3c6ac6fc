/**
 * The durable job queue: keyed jobs run once, run_at scheduling, retries with exponential backoff, a dead worker's
 * job taken over, pending jobs surviving a restart, and two app instances on one database delivering once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, pushDevices } from '@kickoff/db';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { enqueue, JobWorker, type ClaimedJob } from '../src/lib/jobs';
import { testPhoneNumbers } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { addMember, makeGroup, person } from './helpers/events';
import { startFcmStandIn, type FcmStandIn } from './helpers/push-stand-ins';

let database: TestDatabase;
let fcm: FcmStandIn;
const apps: App[] = [];

async function appOn(env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: `/tmp/kickoff-jobs-${process.pid}`,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_TEST_PHONE_NUMBERS: testPhoneNumbers(),
    FCM_SERVICE_ACCOUNT: fcm.serviceAccountJson,
    FCM_API_BASE_URL: fcm.url,
    // One author writes six posts in a row here: the new-account brakes (5 posts an hour) are not under test.
    SPAM_BRAKES: 'off',
    ...env,
  });
  const app = await buildApp({ config, database: database.handle, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  fcm = await startFcmStandIn();
}, 180_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await fcm?.close();
  await database?.drop();
});

const jobRow = async (key: string) => (await database.handle.db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe('the queue', () => {
  it('runs a keyed job once, however often it is enqueued', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, backoffMs: 0 });
    const seen: ClaimedJob[] = [];
    worker.register('t-once', async (job) => void seen.push(job));
    await enqueue(db, 't-once', { n: 1 }, { key: 'once:1' });
    await enqueue(db, 't-once', { n: 2 }, { key: 'once:1' });
    await worker.runDue();
    await enqueue(db, 't-once', { n: 3 }, { key: 'once:1' });
    await worker.runDue();
    expect(seen.map((j) => j.payload.n)).toEqual([1]);
    expect((await jobRow('once:1'))?.status).toBe('done');
  });

  it('waits for run_at, and replace reschedules a pending job', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent });
    const seen: unknown[] = [];
    worker.register('t-later', async (job) => void seen.push(job.payload.n));
    await enqueue(db, 't-later', { n: 1 }, { key: 'later:1', runAt: new Date(Date.now() + 3600_000) });
    await worker.runDue();
    expect(seen).toEqual([]);
    await enqueue(db, 't-later', { n: 2 }, { key: 'later:1', runAt: new Date(Date.now() - 1000), onConflict: 'replace' });
    await worker.runDue();
    expect(seen).toEqual([2]);
  });

  it('retries a failing job with exponential backoff, then gives up', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, backoffMs: 60_000 });
    let calls = 0;
    worker.register('t-flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await enqueue(db, 't-flaky', {}, { key: 'flaky:1', maxAttempts: 3 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      await worker.runDue();
      const row = (await jobRow('flaky:1'))!;
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe(`boom ${attempt}`);
      if (attempt < 3) {
        expect(row.status).toBe('pending');
        delays.push(row.runAt.getTime() - before);
        // Make it due now, as if the delay had passed.
        await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, 'flaky:1'));
      } else {
        expect(row.status).toBe('failed');
      }
    }
    expect(calls).toBe(3);
    expect(delays[0]).toBeGreaterThanOrEqual(59_000);
    expect(delays[0]).toBeLessThan(62_000);
    expect(delays[1]).toBeGreaterThanOrEqual(119_000);
    expect(delays[1]).toBeLessThan(122_000);
  });

  it('stores a failed query\'s error without its parameters (no tokens or phone numbers at rest)', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, backoffMs: 0 });
    worker.register('t-query', async () => {
      // A real failing query with a secret-looking parameter: Drizzle's error message lists the parameters.
      await db.execute(sql`select ${'+15125550199'}::int`);
    });
    await enqueue(db, 't-query', {}, { key: 'query:1', maxAttempts: 1 });
    await worker.runDue();
    const row = (await jobRow('query:1'))!;
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/select/i);
    expect(row.lastError).not.toContain('5125550199');
  });

  it('a failing job succeeds on a retry', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, backoffMs: 0 });
    let calls = 0;
    worker.register('t-retry', async () => {
      calls++;
      if (calls < 3) throw new Error('not yet');
    });
    await enqueue(db, 't-retry', {}, { key: 'retry:1' });
    await worker.runDue();
    expect(calls).toBe(3);
    expect((await jobRow('retry:1'))?.status).toBe('done');
  });

  it("takes over a job whose worker died (lease expired), but not one still leased", async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent });
    const seen: string[] = [];
    worker.register('t-lease', async (job) => void seen.push(job.key!));
    await enqueue(db, 't-lease', {}, { key: 'lease:dead' });
    await enqueue(db, 't-lease', {}, { key: 'lease:alive' });
    await db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'gone', lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(jobs.key, 'lease:dead'));
    await db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'busy', lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(jobs.key, 'lease:alive'));
    await worker.runDue();
    expect(seen).toEqual(['lease:dead']);
    expect((await jobRow('lease:alive'))?.status).toBe('running');
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting');
}

const openJobs = async () =>
  Number(
    (
      await database.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.status} in ('pending', 'running') and ${jobs.kind} in ('notify', 'push')`)
    )[0]?.n,
  );

describe('across processes', () => {
  it('pending notifications still go out after a restart on the same database', async () => {
    const first = await appOn({ JOBS_WORKER: 'false' });
    const author = await person(first, 'Ana');
    const reader = await person(first, 'Rae');
    const groupId = await makeGroup(first, author);
    await addMember(first, groupId, reader.id);
    await database.handle.db.insert(pushDevices).values({ userId: reader.id, token: 'restart-token' });
    const posted = await first.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content: 'Kickoff at 6' } });
    expect(posted.statusCode).toBe(201);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect(await openJobs()).toBeGreaterThan(0);

    const second = await appOn({ JOBS_POLL_MS: '50' });
    await waitFor(async () => (await openJobs()) === 0);
    const list = await second.inject({ url: '/api/notifications', headers: reader.headers });
    expect(list.json().items.map((n: { body: string }) => n.body)).toEqual(['Ana Tester: Kickoff at 6']);
    expect(fcm.messages.filter((m) => m.token === 'restart-token')).toHaveLength(1);
    await second.close();
    apps.splice(apps.indexOf(second), 1);
  }, 120_000);

  it('two app instances on one database deliver each notification once', async () => {
    const a = await appOn({ JOBS_WORKER: 'false' });
    const b = await appOn({ JOBS_WORKER: 'false' });
    const author = await person(a, 'Bo');
    const readers = await Promise.all([person(a, 'R1'), person(a, 'R2'), person(a, 'R3')]);
    const groupId = await makeGroup(a, author);
    for (const r of readers) {
      await addMember(a, groupId, r.id);
      await database.handle.db.insert(pushDevices).values({ userId: r.id, token: `twin-${r.id}` });
    }
    const before = fcm.messages.length;
    const posts = 6;
    for (let i = 0; i < posts; i++) {
      const app = i % 2 ? a : b;
      const res = await app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content: `Post ${i}` } });
      expect(res.statusCode).toBe(201);
    }
    // Both workers race for the same jobs.
    a.jobs.start();
    b.jobs.start();
    await Promise.all([a.jobs.runDue(), b.jobs.runDue(), a.jobs.runDue(), b.jobs.runDue()]);
    await waitFor(async () => (await openJobs()) === 0);
    const sent = fcm.messages.slice(before);
    expect(sent).toHaveLength(posts * readers.length);
    const perTarget = new Set(sent.map((m) => `${m.token}|${m.data.notificationId}`));
    expect(perTarget.size).toBe(posts * readers.length);
    expect(fcm.problems).toEqual([]);
  }, 120_000);
});
