/**
 * The job worker runs several jobs at once (issue 21, point 1): a slow job does not hold the others, one user's jobs
 * of a kind run one at a time per worker (so a slow user cannot fill every slot), a kind may run in a lane of its own
 * slots, and a claim's lease is sized to its kind and renewed while the job runs, so a crashed worker's job is free
 * again within seconds while a live one is never taken over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '@kickoff/db';
import { enqueue, JobWorker } from '../src/lib/jobs';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let database: TestDatabase;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

describe('concurrency', () => {
  it('runs quick jobs while a slow one is still running', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, concurrency: 4, pollMs: 50 });
    const done: string[] = [];
    let slowStarted = false;
    let release!: () => void;
    const slowGate = new Promise<void>((resolve) => (release = resolve));
    worker.register('c-slow', async () => {
      slowStarted = true;
      await slowGate;
      done.push('slow');
    });
    worker.register('c-fast', async (job) => void done.push(String(job.payload.n)));
    await enqueue(db, 'c-slow', {});
    const round = worker.runDue();
    const started = Date.now();
    while (!slowStarted && Date.now() - started < 5000) await sleep(10);
    // Due while the slow job runs: the round that is running it picks them up.
    for (let n = 0; n < 5; n++) await enqueue(db, 'c-fast', { n });
    while (done.length < 5 && Date.now() - started < 5000) await sleep(10);
    expect(done.sort()).toEqual(['0', '1', '2', '3', '4']);
    release();
    expect(await round).toBe(6);
    expect(done).toContain('slow');
  });

  it("runs one user's jobs one at a time, and other users' jobs beside them", async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, concurrency: 4 });
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const order: string[] = [];
    worker.register('c-user', async (job) => {
      const user = String(job.payload.userId);
      running.set(user, (running.get(user) ?? 0) + 1);
      most.set(user, Math.max(most.get(user) ?? 0, running.get(user)!));
      await sleep(user === 'slow-user' ? 300 : 20);
      order.push(user);
      running.set(user, running.get(user)! - 1);
    });
    for (let i = 0; i < 4; i++) await enqueue(db, 'c-user', { userId: 'slow-user', i }, { runAt: new Date(Date.now() - 1000) });
    await enqueue(db, 'c-user', { userId: 'other-user' });
    const started = Date.now();
    await worker.runDue();
    expect(most.get('slow-user')).toBe(1);
    expect(order.indexOf('other-user')).toBe(0);
    // Four 300 ms jobs, one after another.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
  });

  it('gives a kind its own slots (a lane) so a burst of it cannot take the shared ones', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent, concurrency: 3 });
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    worker.register(
      'c-capped',
      async () => {
        running++;
        most = Math.max(most, running);
        await gate;
        running--;
      },
      { concurrency: 2 },
    );
    const quick: number[] = [];
    worker.register('c-quick', async (job) => void quick.push(Number(job.payload.n)));
    for (let i = 0; i < 5; i++) await enqueue(db, 'c-capped', { userId: `u${i}` }, { runAt: new Date(Date.now() - 1000) });
    await enqueue(db, 'c-quick', { n: 1 });
    const round = worker.runDue();
    const started = Date.now();
    while (quick.length === 0 && Date.now() - started < 5000) await sleep(10);
    expect(quick).toEqual([1]);
    expect(most).toBe(2);
    release();
    await round;
    expect(most).toBe(2);
  });
});

describe('leases', () => {
  it('sizes the lease to the kind and renews it while the job runs: run once although it outlives its lease', async () => {
    const db = database.handle.db;
    const a = new JobWorker({ db, log: silent });
    const b = new JobWorker({ db, log: silent });
    let runs = 0;
    for (const worker of [a, b]) {
      worker.register(
        'c-long',
        async () => {
          runs++;
          await sleep(3500);
        },
        { leaseMs: 1200 },
      );
    }
    await enqueue(db, 'c-long', {}, { key: `long:${Date.now()}` });
    const round = a.runDue();
    let lease = Number.NaN;
    for (let i = 0; i < 200 && Number.isNaN(lease); i++) {
      const [row] = await db
        .select({ seconds: sql<number>`extract(epoch from (${jobs.lockedUntil} - now()))::float8` })
        .from(jobs)
        .where(eq(jobs.kind, 'c-long'));
      if (row?.seconds != null) lease = Number(row.seconds);
      else await sleep(10);
    }
    expect(lease).toBeGreaterThan(0.5);
    expect(lease).toBeLessThanOrEqual(1.3);
    // The other worker keeps trying while the job runs past its 1.2 s lease.
    const end = Date.now() + 3000;
    while (Date.now() < end) {
      await b.runDue();
      await sleep(100);
    }
    await round;
    expect(runs).toBe(1);
    const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'c-long'));
    expect(row?.status).toBe('done');
  });

  it('gives a default lease of seconds, not minutes', async () => {
    const db = database.handle.db;
    const worker = new JobWorker({ db, log: silent });
    let seconds = Number.NaN;
    worker.register('c-default', async (job) => {
      const [row] = await db
        .select({ seconds: sql<number>`extract(epoch from (${jobs.lockedUntil} - now()))::float8` })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      seconds = Number(row?.seconds);
    });
    await enqueue(db, 'c-default', {});
    await worker.runDue();
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});
