/**
 * The live channel on every screen (issue 27) on PGlite and PostgreSQL: lists follow the events on screen (many event
 * topics, checked together, each exactly when its GET would be allowed), visitors follow a public group's page, the
 * creator's Manage Members hears a new join request, a second host hears a check-in, and a refused topic is a
 * `topic-error` event, never `error`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MAX_TOPICS } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, eventsWorld, join, makeGroup, person } from './helpers/events';
import { listening, message, openLive } from './helpers/live';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
});
afterAll(async () => t.close());

const refusals = (events: { event: string; data: unknown }[]) =>
  events.filter((e) => e.event === 'topic-error').map((e) => (e.data as { topic: string }).topic);

describe('list topics', () => {
  it('grants a list exactly the events whose pages its viewer could open, and sends each card its counts', async () => {
    const { organizer, groupId, member, stranger } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const open = await Promise.all([0, 1, 2].map(() => createEvent(t.app, organizer, groupId, { capacity: '2' })));
    await addMember(t.app, hidden, member.id);
    const secret = await createEvent(t.app, organizer, hidden);
    const missing = '00000000-0000-4000-8000-000000000001';
    // A full page of cards: the rest of the 50 are ids of no event, refused like a private one.
    const filler = Array.from({ length: LIVE_MAX_TOPICS - 5 }, (_, i) => `event:00000000-0000-4000-8000-${String(i + 100).padStart(12, '0')}`);
    const topics = [...open.map((e) => `event:${e.id}`), `event:${secret.id}`, `event:${missing}`, ...filler];
    expect(topics).toHaveLength(LIVE_MAX_TOPICS);

    const list = await openLive(base, topics, { token: stranger.token });
    const ready = await list.next((e) => e.event === 'ready');
    expect((ready.data as { topics: string[] }).topics).toEqual(open.map((e) => `event:${e.id}`));
    await list.next((e) => e.event === 'topic-error' && (e.data as { topic: string }).topic === filler.at(-1));
    expect(refusals(list.events)).toEqual([`event:${secret.id}`, `event:${missing}`, ...filler]);
    expect(list.events.some((e) => e.event === 'error')).toBe(false);

    // The organizer follows the private one too: same request, other viewer, other answer.
    const mine = await openLive(base, topics.slice(0, 4), { token: organizer.token });
    expect(((await mine.next((e) => e.event === 'ready')).data as { topics: string[] }).topics).toHaveLength(4);

    // "1 spot left" becomes "Full": the counters reach the card's topic.
    expect((await join(t.app, member, open[1]!.id)).statusCode).toBe(200);
    expect((await list.next(message('counts', `event:${open[1]!.id}`))).data).toMatchObject({ placesTaken: 2, capacity: 2 });
    expect((await join(t.app, member, secret.id)).statusCode).toBe(200);
    expect((await mine.next(message('counts', `event:${secret.id}`))).data).toMatchObject({ placesTaken: 2 });
    expect(await list.none(message('counts', `event:${secret.id}`), 200)).toBe(true);
    list.close();
    mine.close();
  });

  it('grants a list of group cards in one request: every group the viewer could open, its discussion to members only', async () => {
    const { organizer, groupId, member, stranger } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const missing = '00000000-0000-4000-8000-000000000002';
    const topics = [`group:${groupId}`, `group:${hidden}`, `group:${missing}`];
    const list = await openLive(base, topics, { token: stranger.token });
    // Signed in, a private group's page opens too (its name and count, not its content): as GET /api/groups/{id}.
    expect(((await list.next((e) => e.event === 'ready')).data as { topics: string[] }).topics).toEqual(topics.slice(0, 2));
    expect((await list.next((e) => e.event === 'topic-error')).data).toMatchObject({ topic: `group:${missing}` });
    const newcomer = await person(t.app, 'Gia');
    expect((await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/join`, headers: newcomer.headers })).statusCode).toBe(200);
    expect((await list.next(message('members', `group:${groupId}`))).data).toMatchObject({ memberCount: 3 });
    await addMember(t.app, hidden, member.id);
    const post = await t.app.inject({ method: 'POST', url: `/api/groups/${hidden}/posts`, headers: member.headers, payload: { content: 'Members only' } });
    expect(post.statusCode).toBe(201);
    expect(await list.none(message('posts'), 300)).toBe(true);
    list.close();
  });

  it('lets a visitor follow a public group’s page (its member count, never its discussion), not a private one', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const visitor = await openLive(base, [`group:${groupId}`, `group:${hidden}`]);
    expect(((await visitor.next((e) => e.event === 'ready')).data as { topics: string[] }).topics).toEqual([`group:${groupId}`]);
    expect((await visitor.next((e) => e.event === 'topic-error')).data).toEqual({ topic: `group:${hidden}`, message: 'You cannot follow this topic' });

    const newcomer = await person(t.app, 'Nia');
    expect((await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/join`, headers: newcomer.headers })).statusCode).toBe(200);
    expect((await visitor.next(message('members', `group:${groupId}`))).data).toMatchObject({ memberCount: 3 });
    await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: newcomer.headers, payload: { content: 'Members only' } });
    expect(await visitor.none(message('posts'), 300)).toBe(true);

    // The group turns private: the visitor's topic ends, as a topic-error.
    expect((await t.app.inject({ method: 'PUT', url: `/api/groups/${groupId}`, headers: organizer.headers, payload: { isPrivate: true } })).statusCode).toBe(200);
    expect((await visitor.next((e) => e.event === 'topic-error')).data).toEqual({ topic: `group:${groupId}`, message: 'You cannot follow this topic' });
    visitor.close();
  });

  it('ends a removed member’s topics of the private group’s events together with the group’s', async () => {
    const { organizer } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const player = await person(t.app, 'Pia');
    await addMember(t.app, hidden, player.id);
    const games = await Promise.all([0, 1].map(() => createEvent(t.app, organizer, hidden)));
    const topics = [`group:${hidden}`, ...games.map((g) => `event:${g.id}`)];
    const stream = await openLive(base, topics, { token: player.token });
    expect(((await stream.next((e) => e.event === 'ready')).data as { topics: string[] }).topics).toEqual(topics);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${hidden}/members/${player.id}`, headers: organizer.headers })).statusCode).toBe(200);
    await expect.poll(() => refusals(stream.events).sort()).toEqual(topics.slice().sort());
    stream.close();
  });
});

describe('managing screens', () => {
  it('shows the creator’s Manage Members a new join request at once, and the approval and the block', async () => {
    const { organizer } = await eventsWorld(t.app);
    const hidden = await makeGroup(t.app, organizer, { isPrivate: true });
    const manage = await openLive(base, [`group:${hidden}`], { token: organizer.token });
    await manage.next((e) => e.event === 'ready');
    const asker = await person(t.app, 'Ash');
    const asked = await t.app.inject({ method: 'POST', url: `/api/groups/${hidden}/join`, headers: asker.headers, payload: { message: 'Can I play?' } });
    expect(asked.statusCode).toBe(200);
    // Waiting members are not counted: the count stays, the message still tells the screen to refetch its lists.
    expect((await manage.next(message('members', `group:${hidden}`))).data).toEqual({ topic: `group:${hidden}`, kind: 'members', memberCount: 1 });
    const approved = await t.app.inject({ method: 'PATCH', url: `/api/groups/${hidden}/members/${asker.id}/status`, headers: organizer.headers, payload: { status: 'active' } });
    expect(approved.statusCode).toBe(200);
    expect((await manage.next(message('members', `group:${hidden}`))).data).toMatchObject({ memberCount: 2 });
    const blocked = await t.app.inject({ method: 'POST', url: `/api/groups/${hidden}/block`, headers: organizer.headers, payload: { blockedUserId: asker.id } });
    expect(blocked.statusCode).toBe(200);
    expect((await manage.next(message('members', `group:${hidden}`))).data).toMatchObject({ memberCount: 1 });
    manage.close();
  });

  it('shows a second host’s Attendance tab a check-in and a mark made by the other host', async () => {
    const { organizer, groupId, member } = await eventsWorld(t.app);
    const coHost = await person(t.app, 'Cole');
    await addMember(t.app, groupId, coHost.id);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '6', coHostIds: JSON.stringify([coHost.id]) });
    expect((await join(t.app, member, event.id)).statusCode).toBe(200);
    await t.app.db.execute(`update events set date_time = now() - interval '5 minutes' where id = '${event.id}'`);
    const topic = `event:${event.id}`;
    const secondHost = await openLive(base, [topic], { token: coHost.token });
    await secondHost.next((e) => e.event === 'ready');
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/check-in`, headers: member.headers, payload: {} })).statusCode).toBe(200);
    expect((await secondHost.next(message('participants', topic))).data).toEqual({ topic, kind: 'participants' });
    const list = (await t.app.inject({ url: `/api/events/${event.id}/participants`, headers: coHost.headers })).json() as { id: string; userId: string }[];
    const row = list.find((r) => r.userId === member.id)!;
    const marked = await t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/participants/${row.id}/attendance`, headers: organizer.headers, payload: { attendance: 'attended' } });
    expect(marked.statusCode).toBe(200);
    expect((await secondHost.next(message('participants', topic))).data).toEqual({ topic, kind: 'participants' });
    secondHost.close();
  });
});
