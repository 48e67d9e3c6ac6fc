/**
 * Jobs run once across processes (issue 9): two app instances on one PostgreSQL database, each with its own pool and
 * a running worker polling every 20 ms, share a burst of jobs; every job's handler runs exactly once, and both
 * workers take part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';

const onPostgres = testDbKind() === 'postgres';
const KIND = 'test.count-runs';
const N = 400;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  const env = { JOBS_WORKER: 'true', JOBS_POLL_MS: '20', JOBS_BACKOFF_MS: '0' };
  a = await createTestApp({ env });
  b = await createTestApp({ shareDatabaseOf: a, env });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)('jobs on two instances (PostgreSQL only: PGlite is one process)', () => {
  it('runs each of a burst of jobs exactly once across both workers', { timeout: 120_000 }, async () => {
    const runs = new Map<number, string[]>();
    const byWorker = { a: 0, b: 0 };
    for (const [name, t] of [['a', a], ['b', b]] as const) {
      t.app.jobs.register(KIND, async (job) => {
        const n = Number(job.payload.n);
        runs.set(n, [...(runs.get(n) ?? []), name]);
        byWorker[name]++;
        // A little work per job, so both workers are claiming while the other still holds rows.
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    // Half keyed (kept as done), half plain (deleted when done), all due at once, in one insert.
    await a.app.db.insert(jobs).values(
      Array.from({ length: N }, (_, n) => ({ kind: KIND, payload: { n }, key: n % 2 ? `test-once:${n}:${Date.now()}` : null, runAt: new Date() })),
    );
    a.app.jobs.poke();
    b.app.jobs.poke();

    await expect.poll(() => runs.size, { timeout: 60_000, interval: 50 }).toBe(N);
    await expect
      .poll(async () => (await a.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, KIND))).length, { timeout: 10_000, interval: 50 })
      .toBe(N / 2);
    // Give a late duplicate the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const twice = [...runs].filter(([, workers]) => workers.length !== 1);
    expect(twice).toEqual([]);
    expect(byWorker.a + byWorker.b).toBe(N);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    const left = await a.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, KIND));
    expect(left.every((row) => row.status === 'done')).toBe(true);
  });
});
