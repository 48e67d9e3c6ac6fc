/** enqueueManyKeeping (the fan-out's pushes and emails): any number of jobs in 1,000-row statements, each key once. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { jobs } from '@kickoff/db';
import { enqueueManyKeeping } from '../src/lib/jobs';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

it('queues 2,500 keyed jobs, and a second call with overlapping keys keeps the first ones', async () => {
  const db = database.handle.db;
  const items = (from: number, to: number, n: number) =>
    Array.from({ length: to - from }, (_, i) => ({ key: `many:${from + i}`, payload: { userId: `u${from + i}`, n } }));
  await enqueueManyKeeping(db, 'many-test', items(0, 2500, 1), 5);
  await enqueueManyKeeping(db, 'many-test', items(2000, 3000, 2), 5);
  const count = async (n: number) =>
    (await db.select({ c: sql<number>`count(*)::int` }).from(jobs).where(and(like(jobs.key, 'many:%'), sql`${jobs.payload}->>'n' = ${String(n)}`)))[0]!.c;
  expect(await count(1)).toBe(2500);
  expect(await count(2)).toBe(500);
  const [one] = await db.select().from(jobs).where(eq(jobs.key, 'many:2100'));
  expect(one).toMatchObject({ kind: 'many-test', status: 'pending', maxAttempts: 5, payload: { userId: 'u2100', n: 1 } });
});
