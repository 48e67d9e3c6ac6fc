/**
 * Issue 21 point 9: when a group turns private, no instance keeps serving its events from the signed-out micro-cache.
 * Two app instances share one PostgreSQL database, both with a long micro-cache; the group's creator makes it private
 * on A; a signed-out read of its event on B (which had it cached) is a 404 at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { createEvent, makeGroup, multipart, person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';
let a: TestApp;
let b: TestApp;

const previousTtl = process.env.PUBLIC_LIST_CACHE_MS;

beforeAll(async () => {
  if (!onPostgres) return;
  // The micro-cache reads its lifetime from the environment (capped at the public max-age, 30 s).
  process.env.PUBLIC_LIST_CACHE_MS = '30000';
  a = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  b = await createTestApp({ shareDatabaseOf: a, env: { JOBS_WORKER: 'false' } });
}, 60_000);

afterAll(async () => {
  if (previousTtl === undefined) delete process.env.PUBLIC_LIST_CACHE_MS;
  else process.env.PUBLIC_LIST_CACHE_MS = previousTtl;
  await b?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)('purging public answers across instances', () => {
  it('a group turned private on A stops its events being served signed out from B\'s memory', async () => {
    const owner = await person(a.app, 'Olga');
    const groupId = await makeGroup(a.app, owner);
    const event = await createEvent(a.app, owner, groupId, { title: 'Soon private' });
    const read = (t: TestApp) => t.app.inject({ url: `/api/events/${event.id}` });
    expect((await read(b)).statusCode).toBe(200);
    expect((await read(a)).statusCode).toBe(200);
    // Both now answer from memory: a change written behind their back is not seen (the cache works).
    await b.app.db.update(events).set({ title: 'Renamed behind the cache' }).where(eq(events.id, event.id));
    expect((await read(b)).json().title).toBe('Soon private');
    const form = multipart({ isPrivate: 'true' });
    const res = await a.app.inject({ method: 'PUT', url: `/api/groups/${groupId}`, headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect((await read(a)).statusCode).toBe(404);
    expect((await read(b)).statusCode).toBe(404);
  });
});
