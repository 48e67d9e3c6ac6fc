/**
 * Read replicas (issue 31, point 4) against a real streaming replica: scripts/pg-replica.sh makes (or reuses) a second
 * PostgreSQL cluster on 127.0.0.1:5433, a pg_basebackup -R copy of the test server, and the apps read from it
 * through DATABASE_READ_URL. A replica whose replay is paused (pg_wal_replay_pause) shows the data as it was: what a
 * request answers then tells which server answered it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, join, makeGroup, person, type Person } from './helpers/events';
import { holdReplica, inRotation, ReplicaAdmin, replicaCommand, replicaState as state, replicaUrlOf, sleep, until } from './helpers/replica';

/** Owns the test database (the replica URL names it); `a` is an instance on it with the replica. */
let base: TestApp;
let a: TestApp;
let replicaUrl: string;
let admin: ReplicaAdmin;
let release: (() => Promise<void>) | undefined;
const pauseReplay = () => admin.pauseReplay();
const resumeReplay = () => admin.resumeReplay();
const caughtUp = (t: TestApp) => admin.caughtUp(t);
const readEvent = (t: TestApp, id: string, who?: Person) => t.app.inject({ url: `/api/events/${id}`, headers: who?.headers ?? {} });
const rename = (t: TestApp, id: string, title: string) => t.app.db.update(events).set({ title }).where(eq(events.id, id));

beforeAll(async () => {
  release = await holdReplica();
  base = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  replicaUrl = await replicaUrlOf(base.database.url!);
  admin = new ReplicaAdmin(replicaUrl);
  await admin.connect();
  // Lag and read-your-writes bounds wide enough for a replica paused a few seconds to stay in rotation.
  a = await createTestApp({
    shareDatabaseOf: base,
    env: {
      JOBS_WORKER: 'false',
      DATABASE_READ_URL: replicaUrl,
      DATABASE_READ_MAX_LAG_MS: '20000',
      DATABASE_READ_CHECK_MS: '200',
      DATABASE_READ_YOUR_WRITES_MS: '20200',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    },
  });
  await inRotation(a);
}, 120_000);

afterEach(async () => {
  await resumeReplay().catch(() => undefined);
});

afterAll(async () => {
  await admin?.close();
  await a?.close();
  await base?.close();
  await release?.();
});

describe('read replicas (DATABASE_READ_URL)', () => {
  it('the read handle runs on the replica, and its transactions on the primary', async () => {
    const reader = a.app.readReplicas!.db;
    const recovery = sql`select pg_is_in_recovery() as standby`;
    const standby = async (db: Pick<typeof reader, 'execute'>) => ((await db.execute(recovery)) as unknown as { rows: { standby: boolean }[] }).rows[0]!.standby;
    expect(await standby(reader)).toBe(true);
    expect(await reader.transaction((tx) => standby(tx))).toBe(false);
    expect(await standby(a.app.db)).toBe(false);
  });

  it('lists and details are read from the replica; the writer reads from the primary (a join never looks undone)', async () => {
    const owner = await person(a.app, 'Olga');
    const groupId = await makeGroup(a.app, owner);
    const event = await createEvent(a.app, owner, groupId, { title: 'Before' });
    const bob = await person(a.app, 'Bob');
    await caughtUp(a);
    expect((await readEvent(a, event.id)).json().title).toBe('Before');

    await pauseReplay();
    await rename(a, event.id, 'After');
    const before = state(a).queries;
    // A visitor reads the paused replica: the old title. The list too.
    expect((await readEvent(a, event.id)).json().title).toBe('Before');
    const discover = await a.app.inject({ url: `/api/groups/${groupId}/events`, headers: bob.headers });
    expect(discover.statusCode).toBe(200);
    expect(JSON.stringify(discover.json())).toContain('Before');
    expect(state(a).queries).toBeGreaterThan(before);

    // Bob joins: the write and the reads inside it run on the primary (the replica is paused and refuses writes).
    const joined = await join(a.app, bob, event.id);
    expect(joined.statusCode).toBe(200);
    // Bob wrote a moment ago: his reads go to the primary, where he has joined and the title is the new one.
    const mine = (await readEvent(a, event.id, bob)).json();
    expect(mine.title).toBe('After');
    expect(mine.userParticipation?.status).toBeTruthy();
    const myList = await a.app.inject({ url: '/api/user/events', headers: bob.headers });
    expect(myList.json().items.map((e: { id: string }) => e.id)).toContain(event.id);
    // Someone who has not written still reads the replica.
    const visitor = (await readEvent(a, event.id)).json();
    expect(visitor.title).toBe('Before');
    expect(visitor.userParticipation ?? null).toBeNull();

    await resumeReplay();
    await caughtUp(a);
    expect((await readEvent(a, event.id)).json().title).toBe('After');
  });

  it('a replica stopped mid-run costs no request: the primary answers and the replica comes back', async () => {
    const owner = await person(a.app, 'Stella');
    const groupId = await makeGroup(a.app, owner);
    const event = await createEvent(a.app, owner, groupId, { title: 'Still served' });
    await caughtUp(a);
    await inRotation(a);
    const primaryBefore = a.app.readReplicas!.primaryReads();
    const statuses: number[] = [];
    let stopping = true;
    const reads = (async () => {
      while (stopping || statuses.length < 20) statuses.push((await readEvent(a, event.id)).statusCode);
    })();
    await sleep(100);
    await replicaCommand('stop');
    stopping = false;
    await reads;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(state(a).inRotation).toBe(false);
    expect(a.app.readReplicas!.primaryReads()).toBeGreaterThan(primaryBefore);
    expect((await readEvent(a, event.id)).json().title).toBe('Still served');

    await replicaCommand('start');
    await admin.close();
    await admin.connect();
    await inRotation(a);
    const before = state(a).queries;
    expect((await readEvent(a, event.id)).statusCode).toBe(200);
    expect(state(a).queries).toBeGreaterThan(before);
  }, 60_000);

  it('a replica lagging beyond the bound leaves rotation until it catches up', async () => {
    const tight = await createTestApp({
      shareDatabaseOf: base,
      env: { JOBS_WORKER: 'false', DATABASE_READ_URL: replicaUrl, DATABASE_READ_MAX_LAG_MS: '500', DATABASE_READ_CHECK_MS: '100', DATABASE_READ_YOUR_WRITES_MS: '600' },
    });
    try {
      const owner = await person(tight.app, 'Lara');
      const groupId = await makeGroup(tight.app, owner);
      const event = await createEvent(tight.app, owner, groupId, { title: 'Old' });
      await caughtUp(tight);
      await inRotation(tight);

      await pauseReplay();
      await rename(tight, event.id, 'New');
      await until('the lagging replica out of rotation', () => !state(tight).inRotation);
      expect(state(tight).reason).toMatch(/^lag .* over 500 ms$/);
      // Out of rotation: even a visitor reads the primary.
      const primaryBefore = tight.app.readReplicas!.primaryReads();
      expect((await readEvent(tight, event.id)).json().title).toBe('New');
      expect(tight.app.readReplicas!.primaryReads()).toBeGreaterThan(primaryBefore);

      await resumeReplay();
      await inRotation(tight);
      const before = state(tight).queries;
      expect((await readEvent(tight, event.id)).json().title).toBe('New');
      expect(state(tight).queries).toBeGreaterThan(before);
    } finally {
      await tight.close();
    }
  });

  it('metrics show each replica by host and port: in rotation, lag, and where reads ran', async () => {
    await inRotation(a);
    const text = await a.app.metrics!.scrape();
    expect(text).toContain('kickoff_db_replica_in_rotation{replica="127.0.0.1:5433"} 1');
    expect(text).toMatch(/kickoff_db_replica_lag_seconds\{replica="127.0.0.1:5433"\} \d/);
    expect(text).toMatch(/kickoff_db_read_queries_total\{target="127.0.0.1:5433"\} [1-9]/);
    expect(text).toMatch(/kickoff_db_read_queries_total\{target="primary"\} \d/);
    expect(text).not.toContain('postgres@');
  });

  it('a wrong replica URL at start is named in the log; the app serves from the primary', async () => {
    const lines: string[] = [];
    const wrong = await createTestApp({
      shareDatabaseOf: base,
      logStream: { write: (line) => void lines.push(line) },
      env: { JOBS_WORKER: 'false', LOG_LEVEL: 'info', DATABASE_READ_URL: 'postgres://postgres:s3cret@127.0.0.1:1/nowhere, mysql://elsewhere/db' },
    });
    try {
      const log = lines.join('\n');
      expect(log).toContain('read replica postgres://postgres:***@127.0.0.1:1/nowhere out of rotation: does not answer');
      expect(log).toContain('read replica mysql://elsewhere/db (DATABASE_READ_URL) is not a postgres:// URL');
      expect(log).not.toContain('s3cret');
      const owner = await person(wrong.app, 'Wanda');
      const groupId = await makeGroup(wrong.app, owner);
      const event = await createEvent(wrong.app, owner, groupId, { title: 'From the primary' });
      expect((await readEvent(wrong, event.id)).json().title).toBe('From the primary');
      expect(wrong.app.readReplicas!.primaryReads()).toBeGreaterThan(0);
    } finally {
      await wrong.close();
    }
  });
});
