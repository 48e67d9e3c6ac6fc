/** The in-app list: paging newest first, unread count, mark one / all read, only one's own; register validation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@kickoff/db';
import type { AppNotification } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { person, type Person } from './helpers/events';

let t: TestApp;
let me: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  me = await person(t.app, 'Mia');
  other = await person(t.app, 'Oz');
  const base = Date.now() - 60_000;
  await t.app.db.insert(notifications).values(
    Array.from({ length: 5 }, (_, i) => ({
      userId: me.id,
      type: 'group_message' as const,
      title: `Title ${i}`,
      body: `Body ${i}`,
      data: { groupId: `g${i}`, eventId: null },
      sourceKey: `seed:${i}`,
      createdAt: new Date(base + i * 1000),
    })),
  );
  await t.app.db.insert(notifications).values({ userId: other.id, type: 'new_event', title: 'Not yours', body: '', data: { eventId: 'e1' }, sourceKey: 'seed:o' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user = me) => t.app.inject({ url, headers: user.headers });

describe('GET /api/notifications', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/register', payload: { token: 'x' } })).statusCode).toBe(401);
  });

  it('pages newest first with the unread count', async () => {
    const first = (await get('/api/notifications?limit=2')).json();
    expect(first.items.map((n: AppNotification) => n.title)).toEqual(['Title 4', 'Title 3']);
    expect(first.unreadCount).toBe(5);
    const second = (await get(`/api/notifications?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((n: AppNotification) => n.title)).toEqual(['Title 2', 'Title 1']);
    const third = (await get(`/api/notifications?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.items.map((n: AppNotification) => n.title)).toEqual(['Title 0']);
    expect(third.nextCursor).toBeNull();
    // A cursor that does not decode is a 400, as on every list (it read as "no more" before).
    const bad = await get('/api/notifications?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it('marks one read (only your own) and then all', async () => {
    const [latest] = (await get('/api/notifications?limit=1')).json().items as AppNotification[];
    const theirs = (await get('/api/notifications', other)).json().items[0] as AppNotification;
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${theirs.id}/read`, headers: me.headers })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${latest!.id}/read`, headers: me.headers });
    expect(res.json()).toEqual({ unreadCount: 4 });
    expect((await get('/api/notifications/unread-count')).json()).toEqual({ unreadCount: 4 });
    const unread = (await get('/api/notifications?unread=true')).json();
    expect(unread.items).toHaveLength(4);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: me.headers })).json()).toEqual({ unreadCount: 0 });
    expect((await get('/api/notifications')).json().items.every((n: AppNotification) => n.readAt)).toBe(true);
    expect((await get('/api/notifications/unread-count', other)).json()).toEqual({ unreadCount: 1 });
  });
});

describe('register', () => {
  it('refuses a blank token; a token of another account is refused (409), not moved', async () => {
    const blank = await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: me.headers, payload: { token: '  ' } });
    expect(blank.statusCode).toBe(400);
    const statuses = [];
    for (const user of [me, other]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: user.headers, payload: { token: 'shared-phone' } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 409]);
    expect((await get('/api/notifications/status')).json().devices).toBe(1);
    expect((await get('/api/notifications/status', other)).json().devices).toBe(0);
  });

  it('settings default to 2 hours', async () => {
    expect((await get('/api/notifications/settings')).json()).toEqual({ reminderHours: 2 });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: me.headers, payload: { reminderHours: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose between 1 and 24 hours');
  });
});
