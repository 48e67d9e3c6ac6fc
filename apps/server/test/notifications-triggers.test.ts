/**
 * Rulings §7: each action notifies exactly the right people, never the actor, never users blocked in the group;
 * reminders are scheduled, moved with the event or the setting, and cancelled when the user leaves or the event goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { events, groupFollows, jobs } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, blockRecord, createEvent, hoursFromNow, join, makeGroup, multipart, person, type Person } from './helpers/events';
import { inbox as inboxOf } from './helpers/notifications';

let t: TestApp;
let owner: Person;
let ann: Person;
let ben: Person;
let cat: Person;
let wes: Person; // waiting
let xia: Person; // blocked by a block record
let yul: Person; // blocked by status
let fay: Person; // follows, not a member
let groupId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
  [owner, ann, ben, cat, wes, xia, yul, fay] = await Promise.all(
    ['Olga', 'Ann', 'Ben', 'Cat', 'Wes', 'Xia', 'Yul', 'Fay'].map((n) => person(t.app, n)),
  );
  groupId = await makeGroup(t.app, owner);
  for (const p of [ann, ben, cat, xia]) await addMember(t.app, groupId, p.id);
  await addMember(t.app, groupId, wes.id, 'waiting');
  await addMember(t.app, groupId, yul.id, 'blocked');
  await blockRecord(t.app, groupId, xia.id);
  await t.app.db.insert(groupFollows).values([{ groupId, userId: fay.id }, { groupId, userId: xia.id }]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const run = () => t.app.jobs.runDue();

const inbox = (user: Person) => inboxOf(t.app, user);

/** Who got a notification of `type` whose data points at `id` (an event or a group). */
async function recipients(type: string, id: string, among: Person[]): Promise<string[]> {
  const got: string[] = [];
  for (const p of among) {
    const items = await inbox(p);
    if (items.some((n) => n.type === type && (n.data.eventId === id || n.data.groupId === id))) got.push(p.firstName);
  }
  return got.sort();
}

const everyone = () => [owner, ann, ben, cat, wes, xia, yul, fay];

const reminderJob = async (eventId: string, userId: string) =>
  (await t.app.db.select().from(jobs).where(eq(jobs.key, `reminder:${eventId}:${userId}`)))[0];

describe('group_message', () => {
  it("reaches the group's other active members only", async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: ann.headers, payload: { content: 'Who is in for Sunday?' } });
    expect(res.statusCode).toBe(201);
    await run();
    expect(await recipients('group_message', groupId, everyone())).toEqual(['Ben', 'Cat', 'Olga']);
    const [n] = (await inbox(ben)).filter((x) => x.type === 'group_message');
    expect(n).toMatchObject({ body: 'Ann Tester: Who is in for Sunday?', data: { groupId, eventId: null }, readAt: null });
    expect(n!.title).toMatch(/^New message in Group /);
  });
});

describe('new_event and event_comment', () => {
  let eventId: string;

  it("new_event reaches the group's active members and followers, not the organizer or blocked users", async () => {
    eventId = (await createEvent(t.app, owner, groupId, { title: 'Thursday futsal', postToGroups: 'true' })).id;
    await run();
    expect(await recipients('new_event', eventId, everyone())).toEqual(['Ann', 'Ben', 'Cat', 'Fay']);
  });

  it('a comment reaches hosts and participants; a reply also its parent author; never the writer or blocked users', async () => {
    expect((await join(t.app, ben, eventId)).statusCode).toBe(200);
    expect((await join(t.app, cat, eventId)).statusCode).toBe(200);
    const comment = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: cat.headers, payload: { content: 'Bring a ball?' } });
    expect(comment.statusCode).toBe(201);
    await run();
    expect(await recipients('event_comment', eventId, everyone())).toEqual(['Ben', 'Olga']);

    // Ann is no participant: her reply reaches hosts, participants and Cat (the parent's author, also a participant).
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/comments`,
      headers: ann.headers,
      payload: { content: 'I have one', parentCommentId: comment.json().id },
    });
    expect(reply.statusCode).toBe(201);
    await run();
    const replies = async (p: Person) => (await inbox(p)).filter((n) => n.type === 'event_comment' && n.title.startsWith('New reply'));
    expect((await replies(cat)).length).toBe(1);
    expect((await replies(ben)).length).toBe(1);
    expect((await replies(owner)).length).toBe(1);
    expect((await replies(ann)).length).toBe(0);
  });

  it("a reply reaches the parent comment's author who is no participant (issue 33)", async () => {
    // Ann comments without joining; the organizer replies to her: she hears it, once.
    const comment = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: ann.headers, payload: { content: 'Is there parking?' } });
    expect(comment.statusCode).toBe(201);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/comments`,
      headers: owner.headers,
      payload: { content: 'Behind the gym', parentCommentId: comment.json().id },
    });
    expect(reply.statusCode).toBe(201);
    await run();
    const answered = (await inbox(ann)).filter((n) => n.type === 'event_comment' && n.body === 'Olga Tester: Behind the gym');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ title: 'New reply on Thursday futsal', data: { eventId, groupId } });
  });

  it('a participant blocked later hears nothing more', async () => {
    const dee = await person(t.app, 'Dee');
    await addMember(t.app, groupId, dee.id);
    expect((await join(t.app, dee, eventId)).statusCode).toBe(200);
    await blockRecord(t.app, groupId, dee.id);
    await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: ben.headers, payload: { content: 'See you' } });
    await run();
    expect((await inbox(dee)).filter((n) => n.type === 'event_comment')).toEqual([]);
  });
});

describe('reminders', () => {
  let eventId: string;
  let startsAt: Date;

  it('are scheduled for registered participants at their setting before the start', async () => {
    const created = await createEvent(t.app, owner, groupId, { title: 'Reminder game', dateTime: hoursFromNow(48) });
    eventId = created.id;
    startsAt = new Date(created.dateTime);
    expect((await join(t.app, ben, eventId)).statusCode).toBe(200);
    const job = await reminderJob(eventId, ben.id);
    expect(job?.status).toBe('pending');
    expect(job!.runAt.getTime()).toBe(startsAt.getTime() - 2 * 3600_000);
    // The organizer holds a place too.
    expect((await reminderJob(eventId, owner.id))?.status).toBe('pending');
  });

  it('move when the user changes the setting (1-24 h)', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: ben.headers, payload: { reminderHours: 25 } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: ben.headers, payload: { reminderHours: 5 } });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/notifications/settings', headers: ben.headers })).json()).toEqual({ reminderHours: 5 });
    expect((await reminderJob(eventId, ben.id))!.runAt.getTime()).toBe(startsAt.getTime() - 5 * 3600_000);
  });

  it('move with the event', async () => {
    const later = new Date(startsAt.getTime() + 24 * 3600_000);
    const form = multipart({ dateTime: later.toISOString() });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/events/${eventId}`, headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    startsAt = new Date(res.json().dateTime);
    expect(startsAt.getTime()).toBe(later.getTime());
    expect((await reminderJob(eventId, ben.id))!.runAt.getTime()).toBe(later.getTime() - 5 * 3600_000);
  });

  it('are not sent early: a job run before its time waits again', async () => {
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, `reminder:${eventId}:${ben.id}`));
    await run();
    expect((await inbox(ben)).filter((n) => n.type === 'event_reminder')).toEqual([]);
    const job = await reminderJob(eventId, ben.id);
    expect(job?.status).toBe('pending');
    expect(job!.runAt.getTime()).toBe(startsAt.getTime() - 5 * 3600_000);
  });

  it('are sent when due, once', async () => {
    // Four hours to go with a 5-hour setting: due.
    await t.app.db.update(events).set({ dateTime: new Date(Date.now() + 4 * 3600_000) }).where(eq(events.id, eventId));
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, `reminder:${eventId}:${ben.id}`));
    await run();
    await run();
    const got = (await inbox(ben)).filter((n) => n.type === 'event_reminder' && n.data.eventId === eventId);
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe('Reminder: Reminder game');
    expect((await reminderJob(eventId, ben.id))?.status).toBe('done');
  });

  it('are cancelled when the user leaves', async () => {
    expect((await join(t.app, cat, eventId)).statusCode).toBe(200);
    expect((await reminderJob(eventId, cat.id))?.status).toBe('pending');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/leave`, headers: cat.headers });
    expect(res.statusCode).toBeLessThan(300);
    expect(await reminderJob(eventId, cat.id)).toBeUndefined();
  });

  it('are cancelled with the event, whose people hear it was cancelled (not the organizer)', async () => {
    expect((await join(t.app, ann, eventId)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const left = await t.app.db.select().from(jobs).where(and(like(jobs.key, `reminder:${eventId}:%`), eq(jobs.status, 'pending')));
    expect(left).toEqual([]);
    await run();
    expect(await recipients('event_cancelled', groupId, [owner, ann, ben, cat])).toEqual(['Ann', 'Ben']);
  });
});

describe('waitlist promotion', () => {
  it('tells the promoted party, not the one who left', async () => {
    const { id } = await createEvent(t.app, owner, groupId, { title: 'Tiny game', capacity: '2' });
    expect((await join(t.app, ann, id)).json().participant.status).toBe('registered');
    expect((await join(t.app, ben, id)).json().participant.status).toBe('waitlisted');
    expect(await reminderJob(id, ben.id)).toBeUndefined();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${id}/leave`, headers: ann.headers });
    expect(res.statusCode).toBeLessThan(300);
    await run();
    expect(await recipients('waitlist_promoted', id, everyone())).toEqual(['Ben']);
    // Promoted, Ben now gets a reminder too.
    expect((await reminderJob(id, ben.id))?.status).toBe('pending');
  });
});

describe('membership approved', () => {
  it('tells the approved user', async () => {
    const privateGroup = await makeGroup(t.app, owner, { isPrivate: true });
    await addMember(t.app, privateGroup, wes.id, 'waiting');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/groups/${privateGroup}/members/${wes.id}/status`,
      headers: owner.headers,
      payload: { status: 'active' },
    });
    expect(res.statusCode).toBe(200);
    await run();
    expect(await recipients('membership_approved', privateGroup, everyone())).toEqual(['Wes']);
  });
});
