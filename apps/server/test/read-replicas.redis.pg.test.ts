/**
 * Read-your-writes across instances (issue 31, point 4): with REDIS_URL, a write taken by instance A marks its author
 * in Redis, so instance B reads that person's next pages from the primary, not from a replica that has not replayed
 * the write yet (here a real streaming replica with its replay paused: helpers/replica.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, join, makeGroup, person } from './helpers/events';
import { testRedisUrl } from './helpers/redis';
import { holdReplica, inRotation, ReplicaAdmin, replicaState, replicaUrlOf } from './helpers/replica';

let base: TestApp;
let a: TestApp;
let b: TestApp;
let admin: ReplicaAdmin;
let release: (() => Promise<void>) | undefined;

beforeAll(async () => {
  release = await holdReplica();
  base = await createTestApp({ env: { JOBS_WORKER: 'false', REDIS_URL: testRedisUrl() } });
  const replicaUrl = await replicaUrlOf(base.database.url!);
  admin = new ReplicaAdmin(replicaUrl);
  await admin.connect();
  const env = {
    JOBS_WORKER: 'false',
    REDIS_URL: testRedisUrl(),
    DATABASE_READ_URL: replicaUrl,
    DATABASE_READ_MAX_LAG_MS: '20000',
    DATABASE_READ_CHECK_MS: '200',
    DATABASE_READ_YOUR_WRITES_MS: '20200',
  };
  a = await createTestApp({ shareDatabaseOf: base, env });
  b = await createTestApp({ shareDatabaseOf: base, env });
  await inRotation(a);
  await inRotation(b);
}, 120_000);

afterAll(async () => {
  await admin?.resumeReplay().catch(() => undefined);
  await admin?.close();
  await b?.close();
  await a?.close();
  await base?.close();
  await release?.();
});

describe('read-your-writes across instances (REDIS_URL)', () => {
  it('a join taken by instance A is what instance B shows its author, while the replica still lacks it', async () => {
    const owner = await person(a.app, 'Ola');
    const groupId = await makeGroup(a.app, owner);
    const event = await createEvent(a.app, owner, groupId, { title: 'Across' });
    const bob = await person(a.app, 'Bo');
    await admin.caughtUp(a);

    await admin.pauseReplay();
    try {
      expect((await join(a.app, bob, event.id)).statusCode).toBe(200);
      // B has never seen Bob write: it learns of it from Redis and reads the primary.
      const onB = (await b.app.inject({ url: `/api/events/${event.id}`, headers: bob.headers })).json();
      expect(onB.userParticipation?.status).toBeTruthy();
      // Bob's own list on B too.
      const list = await b.app.inject({ url: '/api/user/events', headers: bob.headers });
      expect(list.json().items.map((e: { id: string }) => e.id)).toContain(event.id);
      // Someone who has not written reads the paused replica on B, where Bob is not in yet.
      const replicaBefore = replicaState(b).queries;
      const visitor = (await b.app.inject({ url: `/api/events/${event.id}` })).json();
      expect(visitor.currentParticipants).toBe(onB.currentParticipants - 1);
      expect(replicaState(b).queries).toBeGreaterThan(replicaBefore);
    } finally {
      await admin.resumeReplay();
    }
  });
});
