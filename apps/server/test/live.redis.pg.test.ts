/**
 * The live channel over Redis pub/sub (REDIS_URL set): two instances on one PostgreSQL database, a write on A reaches
 * a stream held by B, with no PostgreSQL listener at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, join, makeGroup, person } from './helpers/events';
import { listening, message, openLive } from './helpers/live';
import { testRedisUrl } from './helpers/redis';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const env = { REDIS_URL: testRedisUrl(), JOBS_WORKER: 'false' };
  a = await createTestApp({ env });
  b = await createTestApp({ shareDatabaseOf: a, env });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('live over Redis', () => {
  it('carries a join on A to a client of B', async () => {
    expect(a.app.live.transport.name).toBe('redis');
    expect(b.app.live.transport.name).toBe('redis');
    const organizer = await person(a.app, 'Olga');
    const member = await person(a.app, 'Mia');
    const event = await createEvent(a.app, organizer, await makeGroup(a.app, organizer));
    const onB = await openLive(await listening(b.app), [`event:${event.id}`]);
    await onB.next((e) => e.event === 'ready');
    expect((await join(a.app, member, event.id)).statusCode).toBe(200);
    expect((await onB.next(message('counts', `event:${event.id}`))).data).toMatchObject({ placesTaken: 2 });
    onB.close();
  });
});
