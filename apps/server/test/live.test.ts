/**
 * The live channel (issue 13) on PGlite and PostgreSQL: messages after commit and never for a rolled-back write,
 * privacy (a topic only while its GET would be allowed), resume with Last-Event-ID, revoked sessions, shutdown.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MAX_TOPICS } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, eventsWorld, join, makeGroup, multipart, person } from './helpers/events';
import { groupCast } from './helpers/groups';
import { listening, message, openLive } from './helpers/live';
import { publishLive } from '../src/lib/live/outbox';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
});
afterAll(async () => t.close());

describe('GET /api/live', () => {
  it('answers a stream with the proxy header, refuses no or too many topics (400) and `me` signed out (401)', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const visitor = await openLive(base, [`event:${event.id}`]);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(visitor.headers.get('x-accel-buffering')).toBe('no');
    expect((await visitor.next()).event).toBe('ready');
    visitor.close();

    const many = Array.from({ length: LIVE_MAX_TOPICS + 1 }, (_, i) => `event:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await openLive(base, many)).status).toBe(400);
    expect((await openLive(base, [])).status).toBe(400);
    expect((await openLive(base, ['me'])).status).toBe(401);
  });

  it('names an unknown or forbidden topic in a topic-error event (never `error`) and keeps the rest', async () => {
    const { organizer, groupId, member } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const event = await createEvent(t.app, organizer, groupId);
    const visitor = await openLive(base, ['nonsense', `group:${hidden}`, `event:${event.id}`]);
    await visitor.next((e) => e.event === 'ready');
    expect((await visitor.next((e) => e.event === 'topic-error')).data).toEqual({ topic: 'nonsense', message: 'Unknown topic' });
    expect((await visitor.next((e) => e.event === 'topic-error')).data).toMatchObject({ topic: `group:${hidden}` });
    expect(visitor.events.some((e) => e.event === 'error')).toBe(false);
    expect((await join(t.app, member, event.id)).statusCode).toBe(200);
    const counts = await visitor.next(message('counts', `event:${event.id}`));
    expect(counts.data).toMatchObject({ placesTaken: 2, waitlistCount: 0, capacity: 10 });
    visitor.close();
  });
});

describe('publish after commit', () => {
  it('holds a transaction’s messages until it commits and drops them when it rolls back', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const topic = `event:${event.id}`;
    const client = await openLive(base, [topic], { token: organizer.token });
    await client.next((e) => e.event === 'ready');

    await expect(
      t.app.db.transaction(async (tx) => {
        publishLive(tx, { topic, kind: 'updated', marker: 'rolled-back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.app.db.transaction(async (tx) => {
      publishLive(tx, { topic, kind: 'updated', marker: 'committed' });
      // Not yet committed: nothing may reach a client.
      expect(await client.none(message('updated'), 200)).toBe(true);
    });
    const got = await client.next(message('updated'));
    expect(got.data).toMatchObject({ marker: 'committed' });
    expect(client.events.some((e) => (e.data as { marker?: string })?.marker === 'rolled-back')).toBe(false);
    client.close();
  });
});

describe('privacy', () => {
  it('gives a private group’s discussion to active members only, and ends it at once for a removed member', async () => {
    const cast = await groupCast(t.app, true);
    const topic = `group:${cast.id}`;
    const member = await openLive(base, [topic], { token: cast.member.token });
    const waiting = await openLive(base, [topic], { token: cast.waiting.token });
    const blocked = await openLive(base, [topic], { token: cast.blocked.token });
    const stranger = await openLive(base, [`event:${cast.id}`], { token: cast.stranger.token });
    for (const c of [member, waiting, blocked]) await c.next((e) => e.event === 'ready');
    const post = await t.app.inject({ method: 'POST', url: `/api/groups/${cast.id}/posts`, headers: cast.admin.headers, payload: { content: 'Hello' } });
    expect(post.statusCode).toBe(201);
    expect((await member.next(message('posts', topic))).data).toMatchObject({ action: 'added', postId: post.json().id });
    expect(await waiting.none(message('posts'), 300)).toBe(true);
    expect(await blocked.none(message('posts'), 0)).toBe(true);
    expect((await stranger.next((e) => e.event === 'topic-error')).data).toMatchObject({ message: 'You cannot follow this topic' });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/groups/${cast.id}/members/${cast.member.id}`, headers: cast.creator.headers });
    expect(removed.statusCode).toBe(200);
    expect((await member.next((e) => e.event === 'topic-error')).data).toMatchObject({ topic });
    await t.app.inject({ method: 'POST', url: `/api/groups/${cast.id}/posts`, headers: cast.admin.headers, payload: { content: 'After' } });
    expect(await member.none(message('posts'), 300)).toBe(true);
    for (const c of [member, waiting, blocked, stranger]) c.close();
  });

  it('ends a visitor’s event topic when its group turns private', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const visitor = await openLive(base, [`event:${event.id}`]);
    await visitor.next((e) => e.event === 'ready');
    const res = await t.app.inject({ method: 'PUT', url: `/api/groups/${groupId}`, headers: organizer.headers, payload: { isPrivate: true } });
    expect(res.statusCode).toBe(200);
    expect((await visitor.next((e) => e.event === 'topic-error')).data).toEqual({ topic: `event:${event.id}`, message: 'You cannot follow this topic' });
    visitor.close();
  });

  it('ends a visitor’s event topic when the event moves to a private group', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const event = await createEvent(t.app, organizer, groupId);
    const visitor = await openLive(base, [`event:${event.id}`]);
    await visitor.next((e) => e.event === 'ready');
    const form = multipart({ groupId: hidden });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect((await visitor.next((e) => e.event === 'topic-error')).data).toMatchObject({ topic: `event:${event.id}` });
    visitor.close();
  });

  it('ends the streams of a revoked session', async () => {
    const someone = await person(t.app, 'Rae');
    const client = await openLive(base, ['me'], { token: someone.token });
    await client.next((e) => e.event === 'ready');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: someone.headers, payload: {} })).statusCode).toBe(200);
    await client.next((e) => e.event === 'revoked');
    await client.ended;
  });
});

describe('my own news', () => {
  it('tells the other tabs when the role changed on another device, and their new bell count', async () => {
    const { organizer, groupId, member } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const tab = await openLive(base, ['me'], { token: organizer.token });
    await tab.next((e) => e.event === 'ready');
    const role = await t.app.inject({ method: 'PUT', url: '/api/user/role', headers: organizer.headers, payload: { rolePreference: 'member' } });
    expect(role.statusCode).toBe(200);
    expect((await tab.next(message('user'))).data).toEqual({ topic: 'me', kind: 'user' });
    // A comment notifies the organizer: the job worker writes the row, the bell hears of it.
    await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/comments`, headers: member.headers, payload: { content: 'Hi' } });
    await tab.next(message('notifications'), 15_000);
    tab.close();
  });


  it('tells a waitlisted player they are in when a place frees', async () => {
    const { organizer, groupId, member } = await eventsWorld(t.app);
    const waiter = await person(t.app, 'Wes');
    await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/join`, headers: waiter.headers });
    const event = await createEvent(t.app, organizer, groupId, { capacity: '2', allowWaitlist: 'true' });
    expect((await join(t.app, member, event.id)).statusCode).toBe(200);
    expect((await join(t.app, waiter, event.id)).json().participant.status).toBe('waitlisted');
    const mine = await openLive(base, ['me', `event:${event.id}`], { token: waiter.token });
    await mine.next((e) => e.event === 'ready');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: member.headers })).statusCode).toBe(200);
    expect((await mine.next(message('promoted'))).data).toEqual({ topic: 'me', kind: 'promoted', eventId: event.id });
    mine.close();
  });

  it("tells a game's open screens when attendance is marked (game day, issue 14)", async () => {
    const { organizer, groupId, member } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '4' });
    expect((await join(t.app, member, event.id)).statusCode).toBe(200);
    await t.app.db.execute(`update events set date_time = now() - interval '10 minutes' where id = '${event.id}'`);
    const list = (await t.app.inject({ url: `/api/events/${event.id}/participants`, headers: organizer.headers })).json() as { id: string; userId: string }[];
    const row = list.find((r) => r.userId === member.id)!;
    const stream = await openLive(base, [`event:${event.id}`], { token: member.token });
    await stream.next((e) => e.event === 'ready');
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/participants/${row.id}/attendance`,
      headers: organizer.headers,
      payload: { attendance: 'no_show' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await stream.next(message('participants'))).data).toEqual({ topic: `event:${event.id}`, kind: 'participants' });
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/check-in`, headers: member.headers, payload: {} })).statusCode).toBe(200);
    expect((await stream.next(message('participants'))).data).toEqual({ topic: `event:${event.id}`, kind: 'participants' });
    stream.close();
  });
});

describe('resume and shutdown', () => {
  it('replays what a reconnecting client missed, and asks for a refetch when it cannot', async () => {
    const { organizer, groupId, member } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const topic = `event:${event.id}`;
    const first = await openLive(base, [topic]);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    await join(t.app, member, event.id);
    await t.app.live.flushed();
    const again = await openLive(base, [topic], { lastEventId: ready.id });
    expect((await again.next(message('counts', topic))).data).toMatchObject({ placesTaken: 2 });
    again.close();
    const stranger = await openLive(base, [topic], { lastEventId: 'other-instance-12' });
    await stranger.next((e) => e.event === 'reset');
    stranger.close();
  });

  it('closes every stream with a retry hint when the server shuts down', async () => {
    const other = await createTestApp();
    const url = await listening(other.app);
    const client = await openLive(url, ['nonsense']);
    await client.next((e) => e.event === 'ready');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    const bye = await client.next((e) => e.event === 'shutdown');
    expect(bye.retry).toBe(2000);
    await client.ended;
  });
});

describe('back-pressure', () => {
  it('drops a client that reads nothing once its unsent bytes pass the limit', { timeout: 60_000 }, async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const topic = `event:${event.id}`;
    const url = new URL(base);
    // A raw socket that sends the request and then never reads: the kernel's buffers fill, then the server's.
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /api/live?topics=${encodeURIComponent(topic)} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
    await expect.poll(() => t.app.live.hub.clients.size, { timeout: 15_000 }).toBeGreaterThan(0);
    socket.pause();
    const before = t.app.live.hub.clients.size;
    const filler = 'x'.repeat(4000);
    for (let i = 0; i < 4000 && t.app.live.hub.clients.size >= before; i++) {
      publishLive(t.app.db, { topic, kind: 'updated', filler });
      if (i % 50 === 0) {
        await t.app.live.flushed();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await expect.poll(() => t.app.live.hub.clients.size, { timeout: 10_000 }).toBeLessThan(before);
    socket.destroy();
  });
});
