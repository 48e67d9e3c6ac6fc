/** Public reads answer with an ETag, 304 on If-None-Match, and Cache-Control by who asks; compression still applies. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  organizer = await person(t.app, 'Olga');
  const groupId = await makeGroup(t.app, organizer);
  for (let i = 0; i < 3; i++) eventId = (await createEvent(t.app, organizer, groupId)).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of public lists', () => {
  it.each(['/api/events', '/api/events?featured=true&limit=6', '/api/events?sport=soccer', '/api/groups', '/api/groups?featured=true'])(
    '%s signed out: public, s-maxage=5, must-revalidate, ETag, 304 on a match',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, must-revalidate');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.vary).toContain('Authorization');

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it('one event signed out: public, s-maxage=5, must-revalidate, ETag, 304 on a match', async () => {
    const first = await get(`/api/events/${eventId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, must-revalidate');
    const again = await get(`/api/events/${eventId}`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await get(`/api/events/${eventId}`, organizer.headers)).headers['cache-control']).toBe('private, no-cache');
  });

  it('signed in: private, no-cache (the answer holds the caller\'s state), still revalidates with 304', async () => {
    const viewer = await person(t.app, 'Vic');
    const first = await get('/api/events', viewer.headers);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/events', { ...viewer.headers, 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('a change gives a new ETag', async () => {
    const before = (await get('/api/groups')).headers.etag;
    await makeGroup(t.app, organizer);
    const after = await get('/api/groups', { 'if-none-match': before as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('with PUBLIC_LIST_CACHE_MS, signed-out answers come from memory until it expires; signed-in ones never', async () => {
    process.env.PUBLIC_LIST_CACHE_MS = '60000';
    const t2 = await createTestApp({ env: { JOBS_WORKER: 'false' } }).finally(() => delete process.env.PUBLIC_LIST_CACHE_MS);
    try {
      const owner = await person(t2.app, 'Mia');
      await makeGroup(t2.app, owner);
      const first = await t2.app.inject({ method: 'GET', url: '/api/groups' });
      await makeGroup(t2.app, owner);
      const cached = await t2.app.inject({ method: 'GET', url: '/api/groups' });
      expect(cached.body).toBe(first.body);
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(cached.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, must-revalidate');
      expect((await t2.app.inject({ method: 'GET', url: '/api/groups', headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
      // Concurrent misses wait for the first one: one answer for all.
      const burst = await Promise.all(Array.from({ length: 10 }, () => t2.app.inject({ method: 'GET', url: '/api/events?featured=true&limit=6' })));
      expect(burst.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(burst.map((r) => r.headers.etag)).size).toBe(1);
      const mine = await t2.app.inject({ method: 'GET', url: '/api/groups', headers: owner.headers });
      expect((mine.json() as { items: unknown[] }).items).toHaveLength(2);
      expect((cached.json() as { items: unknown[] }).items).toHaveLength(1);

      // A hit is sent gzipped when the client takes gzip (compressed once), as it is otherwise; 304s carry no encoding.
      const event = await createEvent(t2.app, owner, await makeGroup(t2.app, owner));
      const url = `/api/events/${event.id}`;
      const plain = await t2.app.inject({ method: 'GET', url });
      const zipped = await t2.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      const refused = await t2.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
      const notModified = await t2.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
      expect(notModified.rawPayload).toHaveLength(0);
    } finally {
      await t2.close();
    }
  });

  it("Discover's `from` counts to the minute: a crowd's clocks seconds apart share one cached answer (issue 35)", async () => {
    // A game at a whole minute is listed when asked from 40 s into that minute (from is put to its minute), not from the next.
    const start = Math.ceil((Date.now() + 72 * 3600_000) / 60_000) * 60_000;
    const game = await createEvent(t.app, organizer, await makeGroup(t.app, organizer), { dateTime: new Date(start).toISOString() });
    const listedFrom = async (ms: number) =>
      ((await get(`/api/events?from=${encodeURIComponent(new Date(start + ms).toISOString())}&limit=50`)).json() as { items: Array<{ id: string }> }).items.map((e) => e.id);
    expect(await listedFrom(40_000)).toContain(game.id);
    expect(await listedFrom(60_000)).not.toContain(game.id);

    process.env.PUBLIC_LIST_CACHE_MS = '60000';
    const t2 = await createTestApp({ env: { JOBS_WORKER: 'false' } }).finally(() => delete process.env.PUBLIC_LIST_CACHE_MS);
    try {
      const ask = (from: string) => t2.app.inject({ method: 'GET', url: `/api/events?from=${encodeURIComponent(from)}&sport=soccer` });
      const stats = t2.app.microCacheStats;
      const minute = Date.parse('2030-06-01T10:30:00Z');
      const first = await ask(new Date(minute + 12_345).toISOString());
      expect(first.statusCode).toBe(200);
      const misses = stats.misses;
      const hits = stats.hits;
      // Another clock, same minute, another offset: the same answer from memory.
      const second = await ask('2030-06-01T05:30:59.900-05:00');
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect([stats.hits, stats.misses]).toEqual([hits + 1, misses]);
      // The next minute is another answer; an invalid value still gets its 400, never a cached answer.
      await ask(new Date(minute + 60_000).toISOString());
      expect(stats.misses).toBe(misses + 1);
      expect((await ask('2030-13-45T10:30:20Z')).statusCode).toBe(400);
    } finally {
      await t2.close();
    }
  });

  it('JSON answers of 1 KB or more are gzipped when the client takes gzip, any route; small ones and refusals are not', async () => {
    const url = `/api/events/${eventId}`;
    const plain = await get(url, organizer.headers);
    expect(plain.body.length).toBeGreaterThan(1024);
    const zipped = await get(url, { ...organizer.headers, 'accept-encoding': 'br, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await get(`/api/events/${eventId}`, { ...organizer.headers, 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await get('/api/healthz', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compressed answers keep the tag of the JSON; other API routes get no tag and are not stored', async () => {
    const plain = await get('/api/events');
    const gzip = await get('/api/events', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    if (plain.body.length >= 1024) expect(gzip.headers['content-encoding']).toBe('gzip');
    const detail = await get('/api/healthz');
    expect(detail.headers.etag).toBeUndefined();
    expect(detail.headers['cache-control']).toBe('private, no-store');
  });
});
