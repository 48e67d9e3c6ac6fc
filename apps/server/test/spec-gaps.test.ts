/**
 * Issue 20, the spec to the letter: a private group's creator hears of join requests and a public group's of new
 * members; "Post to group" off announces nothing; Featured widens past a quiet week; a place in a private group's event
 * goes with the membership (and a block takes it in any group), the waitlist moving up; someone who lost sight of an
 * event can still leave it and the calendar feed re-checks visibility; private cards hide their activity; member status
 * changes follow spec §4; the 401 text is spec §5's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventParticipants, groupMembers, groups, jobs, users } from '@kickoff/db';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, eventFields, hoursFromNow, join, makeGroup, person, postEvent, type Person } from './helpers/events';
import { inbox as inboxOf } from './helpers/notifications';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const run = () => t.app.jobs.runDue();

const inbox = (user: Person) => inboxOf(t.app, user);

const statusOf = async (eventId: string, userId: string) =>
  (await t.app.db.select({ status: eventParticipants.status }).from(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId))))[0]
    ?.status ?? null;

const hasReminder = async (eventId: string, userId: string) =>
  (await t.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.key, `reminder:${eventId}:${userId}`))).some((j) => j.status === 'pending');

describe('join requests and new members reach the creator', () => {
  it('a request to join a private group notifies its creator only, and leads to Manage Members', async () => {
    const [owner, admin, asker] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Ada'), person(t.app, 'Ask')]);
    const groupId = await makeGroup(t.app, owner, { isPrivate: true });
    await addMember(t.app, groupId, admin.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/join`, headers: asker.headers })).statusCode).toBe(200);
    await run();
    const [n] = (await inbox(owner)).filter((x) => x.type === 'join_request');
    expect(n).toMatchObject({ title: expect.stringMatching(/^Join request in Group /), body: 'Ask Tester asked to join. Approve or decline on Manage Members.', data: { groupId } });
    expect((await inbox(admin)).filter((x) => x.type === 'join_request')).toEqual([]);
    expect((await inbox(asker)).filter((x) => x.type === 'join_request')).toEqual([]);
  });

  it('joining a public group notifies its creator with new_member', async () => {
    const [owner, joiner] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Jo')]);
    const groupId = await makeGroup(t.app, owner);
    expect((await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/join`, headers: joiner.headers })).statusCode).toBe(200);
    await run();
    const items = (await inbox(owner)).filter((x) => x.type === 'new_member');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ body: 'Jo Tester joined the group.', data: { groupId } });
    expect((await inbox(owner)).filter((x) => x.type === 'join_request')).toEqual([]);
  });
});

describe('"Post to group"', () => {
  it('off: nobody hears of the new event; on: the members do', async () => {
    const [owner, member] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Mem')]);
    const groupId = await makeGroup(t.app, owner);
    await addMember(t.app, groupId, member.id);
    const quiet = await createEvent(t.app, owner, groupId, { title: 'Quiet game', postToGroups: 'false' });
    const loud = await createEvent(t.app, owner, groupId, { title: 'Loud game', postToGroups: 'true' });
    await run();
    const announced = (await inbox(member)).filter((x) => x.type === 'new_event').map((x) => x.data.eventId);
    expect(announced).toContain(loud.id);
    expect(announced).not.toContain(quiet.id);
  });
});

describe('Featured on a quiet week', () => {
  it('looks further ahead until it has events to show', async () => {
    const owner = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, owner, { sportType: 'cricket' });
    const later = await createEvent(t.app, owner, groupId, { title: 'Cricket in three weeks', sportType: 'Cricket', dateTime: hoursFromNow(21 * 24) });
    const res = await t.app.inject({ url: '/api/events?featured=true&sport=Cricket&limit=6' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((e: { id: string }) => e.id)).toContain(later.id);
  });
});

describe('a place goes with the membership', () => {
  async function fullPrivateEvent() {
    const [owner, holder, waiting] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Hol'), person(t.app, 'Wai')]);
    const groupId = await makeGroup(t.app, owner, { isPrivate: true });
    for (const p of [holder, waiting]) await addMember(t.app, groupId, p.id);
    const event = await createEvent(t.app, owner, groupId, { capacity: '2', sendReminders: 'true' });
    expect((await join(t.app, holder, event.id)).statusCode).toBe(200);
    expect((await join(t.app, waiting, event.id)).statusCode).toBe(200);
    expect(await statusOf(event.id, waiting.id)).toBe('waitlisted');
    return { owner, holder, waiting, groupId, eventId: event.id };
  }

  it('leaving a private group releases the place, stops the reminder and promotes the waitlist', async () => {
    const { holder, waiting, groupId, eventId } = await fullPrivateEvent();
    expect(await hasReminder(eventId, holder.id)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${groupId}/leave`, headers: holder.headers })).statusCode).toBe(200);
    expect(await statusOf(eventId, holder.id)).toBeNull();
    expect(await statusOf(eventId, waiting.id)).toBe('registered');
    expect(await hasReminder(eventId, holder.id)).toBe(false);
    await run();
    expect((await inbox(waiting)).some((n) => n.type === 'waitlist_promoted' && n.data.eventId === eventId)).toBe(true);
  });

  it('removal from a private group, and moving to its waiting list, release the place', async () => {
    const a = await fullPrivateEvent();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${a.groupId}/members/${a.holder.id}`, headers: a.owner.headers })).statusCode).toBe(200);
    expect(await statusOf(a.eventId, a.holder.id)).toBeNull();
    expect(await statusOf(a.eventId, a.waiting.id)).toBe('registered');

    const b = await fullPrivateEvent();
    const moved = await t.app.inject({ method: 'POST', url: `/api/groups/${b.groupId}/members/${b.holder.id}/waiting`, headers: b.owner.headers });
    expect(moved.statusCode).toBe(200);
    expect(await statusOf(b.eventId, b.holder.id)).toBeNull();
    expect(await statusOf(b.eventId, b.waiting.id)).toBe('registered');
  });

  it('a block releases the place in a public group too', async () => {
    const [owner, holder, waiting] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Hol'), person(t.app, 'Wai')]);
    const groupId = await makeGroup(t.app, owner);
    for (const p of [holder, waiting]) await addMember(t.app, groupId, p.id);
    const event = await createEvent(t.app, owner, groupId, { capacity: '2' });
    await join(t.app, holder, event.id);
    await join(t.app, waiting, event.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/block`, headers: owner.headers, payload: { blockedUserId: holder.id, reason: 'no-shows' } });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(event.id, holder.id)).toBeNull();
    expect(await statusOf(event.id, waiting.id)).toBe('registered');
  });

  it('leaving a public group keeps the place (its events are open to all)', async () => {
    const [owner, holder] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Hol')]);
    const groupId = await makeGroup(t.app, owner);
    await addMember(t.app, groupId, holder.id);
    const event = await createEvent(t.app, owner, groupId);
    await join(t.app, holder, event.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${groupId}/leave`, headers: holder.headers })).statusCode).toBe(200);
    expect(await statusOf(event.id, holder.id)).toBe('registered');
  });

  it('someone who lost sight of an event still can leave it, and their feed no longer lists it', async () => {
    const [owner, holder, stranger] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Hol'), person(t.app, 'Str')]);
    const groupId = await makeGroup(t.app, owner);
    await addMember(t.app, groupId, holder.id);
    const event = await createEvent(t.app, owner, groupId, { title: 'Turns private' });
    await join(t.app, holder, event.id);
    const feed = (await t.app.inject({ method: 'POST', url: '/api/user/calendar-feed', headers: holder.headers })).json() as { token: string };
    const feedText = async () => (await t.app.inject({ url: `/api/calendar/${feed.token}.ics` })).body;
    expect(await feedText()).toContain('Turns private');
    // The holder leaves the group, then it becomes private: their place stays (it was a public group's) but they no
    // longer see the event.
    await t.app.inject({ method: 'DELETE', url: `/api/groups/${groupId}/leave`, headers: holder.headers });
    await t.app.db.update(groups).set({ isPrivate: true }).where(eq(groups.id, groupId));
    expect((await t.app.inject({ url: `/api/events/${event.id}`, headers: holder.headers })).statusCode).toBe(404);
    expect(await feedText()).not.toContain('Turns private');
    // A stranger still gets 404, the holder can give the place up.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: stranger.headers })).statusCode).toBe(404);
    const left = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: holder.headers });
    expect(left.statusCode).toBeLessThan(300);
    expect(await statusOf(event.id, holder.id)).toBeNull();
  });
});

describe('privacy and state edges', () => {
  it("a private group's card shows its activity to active members only", async () => {
    const [owner, member, outsider] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Mem'), person(t.app, 'Out')]);
    const groupId = await makeGroup(t.app, owner, { isPrivate: true });
    await addMember(t.app, groupId, member.id);
    await createEvent(t.app, owner, groupId, { dateTime: hoursFromNow(30) });
    const seen = async (p: Person) => (await t.app.inject({ url: `/api/groups/${groupId}`, headers: p.headers })).json().eventsThisWeek;
    expect(await seen(member)).toBe(1);
    expect(await seen(owner)).toBe(1);
    expect(await seen(outsider)).toBeNull();
  });

  it.each([
    ['waiting', 'blocked', 409],
    ['waiting', 'active', 200],
    ['active', 'waiting', 200],
    ['active', 'blocked', 200],
    ['blocked', 'active', 200],
    ['blocked', 'waiting', 409],
  ] as const)('status %s -> %s answers %i (spec §4)', async (from, to, code) => {
    const [owner, member] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Mem')]);
    const groupId = await makeGroup(t.app, owner, { isPrivate: true });
    await addMember(t.app, groupId, member.id, from);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/groups/${groupId}/members/${member.id}/status`, headers: owner.headers, payload: { status: to } });
    expect(res.statusCode).toBe(code);
    if (code === 409) expect(res.json().message).toBe(MESSAGES.group.statusTransitionNotAllowed);
  });

  it("answers 401 with spec §5's text", async () => {
    const res = await t.app.inject({ url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User not authenticated');
  });
});

describe('the co-host picker reaches every active member', () => {
  it('searches names and pages past the first 50', async () => {
    const owner = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, owner);
    const ids = Array.from({ length: 60 }, (_, i) => `cohost-${groupId.slice(0, 8)}-${i}`);
    await t.app.db.insert(users).values(ids.map((id, i) => ({ id, email: `${id}@example.com`, firstName: i === 59 ? 'Zelda' : `Player${i}`, lastName: i === 59 ? 'O%Hara' : 'Tester' })));
    await t.app.db.insert(groupMembers).values(ids.map((userId, i) => ({ groupId, userId, status: 'active' as const, joinedAt: new Date(Date.now() + i * 1000) })));
    const page = async (query: string) => (await t.app.inject({ url: `/api/groups/${groupId}/members?status=active&${query}`, headers: owner.headers })).json();
    const first = await page('limit=50');
    expect(first.items).toHaveLength(50);
    const second = await page(`limit=50&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(second.items).toHaveLength(11); // 61 active members with the creator
    expect(second.nextCursor).toBeNull();
    for (const q of ['zel', 'ZELDA', 'zelda o', 'o%h']) {
      const found = await page(`q=${encodeURIComponent(q)}`);
      expect(found.items.map((m: { userId: string }) => m.userId), q).toEqual([ids[59]]);
    }
    expect((await page('q=%25')).items).toEqual([]); // a literal %, not a wildcard
  });
});

describe('new events start in the future (issue 19)', () => {
  it('refuses a past start with a clear message, and accepts one a moment ahead', async () => {
    const owner = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, owner);
    const past = await postEvent(t.app, owner, eventFields(groupId, { dateTime: '2020-06-01T18:00:00Z' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.dateTime).toBe(MESSAGES.event.dateTimePast);
    expect((await postEvent(t.app, owner, eventFields(groupId, { dateTime: hoursFromNow(0.1) }))).statusCode).toBe(201);
  });
});

describe('people hear what hosts and creators did to them (issue 19)', () => {
  it('removal from an event, a move to its waitlist, and being added to a group', async () => {
    const [owner, moved, removed] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Mo'), person(t.app, 'Rem')]);
    const groupId = await makeGroup(t.app, owner);
    const event = await createEvent(t.app, owner, groupId, { title: 'Hosted game' });
    for (const p of [moved, removed]) expect((await join(t.app, p, event.id)).statusCode).toBe(200);
    const parts = (await t.app.inject({ url: `/api/events/${event.id}/participants`, headers: owner.headers })).json() as { id: string; userId: string }[];
    const partOf = (p: Person) => parts.find((x) => x.userId === p.id)!.id;
    const base = (p: Person) => `/api/events/${event.id}/participants/${partOf(p)}`;
    expect((await t.app.inject({ method: 'PUT', url: `${base(moved)}/waitlist`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: base(removed), headers: owner.headers })).statusCode).toBe(200);

    const newcomer = await person(t.app, 'New');
    const added = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/add-member`, headers: owner.headers, payload: { email: newcomer.email } });
    expect(added.statusCode).toBeLessThan(300);
    await run();
    expect((await inbox(moved)).find((n) => n.type === 'participation_changed')).toMatchObject({ title: "You're on the waitlist for Hosted game", data: { eventId: event.id } });
    expect((await inbox(removed)).find((n) => n.type === 'participation_changed')).toMatchObject({ title: 'You were removed from Hosted game', data: { groupId } });
    expect((await inbox(newcomer)).find((n) => n.type === 'group_invitation')).toMatchObject({ body: 'Olga Tester invited you to join the group. Accept or decline in Invitations.', data: { groupId } });
    expect((await inbox(owner)).filter((n) => n.type === 'participation_changed' || n.type === 'group_invitation')).toEqual([]);
  });
});
