/**
 * The group's no-show rule (issue 14): its creator sets N; a member with N or more no-shows in the last 90 days joins
 * the group's events on the waitlist even when places are free, automatic promotion passes them by, and a host can
 * still activate them. No-shows are made the way the app makes them: a host marks them on a started game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EventResponse, type GroupDetail, type ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, multipart, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let coHost: Person;
/** Two no-shows in the last 90 days. */
let ann: Person;
/** One no-show in the last 90 days. */
let ben: Person;
/** Two no-shows, one of them 100 days ago. */
let cal: Person;
let dee: Person;
let groupId: string;
let otherGroupId: string;

const setRule = (viewer: Person, id: string, noShowLimit: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/groups/${id}`, headers: viewer.headers, payload: { noShowLimit } });
const participants = async (eventId: string, viewer: Person) =>
  (await t.app.inject({ url: `/api/events/${eventId}/participants`, headers: viewer.headers })).json() as ParticipantResponse[];
const rowOf = (list: ParticipantResponse[], p: Person) => list.find((r) => r.userId === p.id)!;
const eventAs = async (eventId: string, viewer: Person) =>
  (await t.app.inject({ url: `/api/events/${eventId}`, headers: viewer.headers })).json() as EventResponse;
const moveTo = (eventId: string, daysAgo: number) =>
  t.app.db.execute(`update events set date_time = now() - interval '${daysAgo} days' where id = '${eventId}'`);

/** A game in `group` that the `absent` miss (marked no-show by the organizer after it started), `daysAgo` days ago. */
async function missedGame(group: string, absent: Person[], daysAgo: number) {
  const event = await createEvent(t.app, organizer, group, { capacity: '10', dateTime: hoursFromNow(24) });
  for (const p of absent) expect((await join(t.app, p, event.id)).json().participant.status).toBe('registered');
  await moveTo(event.id, 1);
  const list = await participants(event.id, organizer);
  for (const p of absent) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/participants/${rowOf(list, p).id}/attendance`,
      headers: organizer.headers,
      payload: { attendance: 'no_show' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await moveTo(event.id, daysAgo);
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  [organizer, coHost, ann, ben, cal, dee] = await Promise.all(['Olga', 'Cole', 'Ann', 'Ben', 'Cal', 'Dee'].map((n) => person(t.app, n)));
  groupId = await makeGroup(t.app, organizer);
  // The no-shows happened in another group: the rule counts a member's no-shows at any group's events.
  otherGroupId = await makeGroup(t.app, organizer);
  for (const g of [groupId, otherGroupId]) for (const p of [coHost, ann, ben, cal, dee]) await addMember(t.app, g, p.id);
  await missedGame(otherGroupId, [ann, ben, cal], 10);
  await missedGame(otherGroupId, [ann], 60);
  await missedGame(otherGroupId, [cal], 100);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("the group's no-show rule", () => {
  it('is off by default; only the creator sets it, to a whole number from 1 to 20, and everyone sees it', async () => {
    const group = (await t.app.inject({ url: `/api/groups/${groupId}`, headers: ann.headers })).json() as GroupDetail;
    expect(group.noShowLimit).toBeNull();
    for (const bad of [0, 21, 1.5, 'two']) {
      const res = await setRule(organizer, groupId, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(MESSAGES.group.noShowLimitInvalid);
    }
    expect((await setRule(ann, groupId, 2)).statusCode).toBe(403);
    const set = await setRule(organizer, groupId, 2);
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as GroupDetail).noShowLimit).toBe(2);
    // A form sends text; an update without the field keeps it.
    const kept = await t.app.inject({ method: 'PUT', url: `/api/groups/${groupId}`, headers: organizer.headers, payload: { description: 'Sunday games' } });
    expect((kept.json() as GroupDetail).noShowLimit).toBe(2);
    expect(((await t.app.inject({ url: `/api/groups/${groupId}`, headers: ben.headers })).json() as GroupDetail).noShowLimit).toBe(2);
  });

  it('puts a repeat no-show on the waitlist though places are free, and not someone below N or with older no-shows', async () => {
    await setRule(organizer, groupId, '2');
    const event = await createEvent(t.app, organizer, groupId, { capacity: '10', coHostIds: JSON.stringify([coHost.id]), dateTime: hoursFromNow(48) });
    const annJoin = await join(t.app, ann, event.id);
    expect(annJoin.statusCode, annJoin.body).toBe(200);
    expect(annJoin.json().participant).toMatchObject({ status: 'waitlisted', heldByNoShowRule: 2 });
    expect((await join(t.app, ben, event.id)).json().participant).toMatchObject({ status: 'registered', heldByNoShowRule: null });
    expect((await join(t.app, cal, event.id)).json().participant).toMatchObject({ status: 'registered', heldByNoShowRule: null });
    // Ann's event page says why she waits; hosts see it on her row; other members do not.
    expect((await eventAs(event.id, ann)).userParticipation).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, heldByNoShowRule: 2 });
    expect(rowOf(await participants(event.id, coHost), ann).heldByNoShowRule).toBe(2);
    expect(rowOf(await participants(event.id, ben), ann).heldByNoShowRule).toBeNull();

    // Places freeing up do not give Ann one: only a host does (and the mark goes with it).
    const leave = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: ben.headers });
    expect(leave.statusCode, leave.body).toBeLessThan(300);
    const form = multipart({ capacity: '12' });
    const raise = await t.app.inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
    expect(raise.statusCode, raise.body).toBe(200);
    expect(rowOf(await participants(event.id, organizer), ann).status).toBe('waitlisted');
    const annRow = rowOf(await participants(event.id, organizer), ann);
    const activate = await t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/participants/${annRow.id}/activate`, headers: coHost.headers });
    expect(activate.statusCode, activate.body).toBe(200);
    expect(rowOf(activate.json(), ann)).toMatchObject({ status: 'registered', heldByNoShowRule: null });
    expect((await eventAs(event.id, ann)).userParticipation).toMatchObject({ status: 'registered' });
  });

  it('keeps a held member behind on a waitlist that moves up for everyone else', async () => {
    await setRule(organizer, groupId, 2);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '3', dateTime: hoursFromNow(72) });
    expect((await join(t.app, ann, event.id)).json().participant.status).toBe('waitlisted');
    expect((await join(t.app, ben, event.id)).json().participant.status).toBe('registered');
    expect((await join(t.app, cal, event.id)).json().participant.status).toBe('registered');
    expect((await join(t.app, dee, event.id)).json().participant).toMatchObject({ status: 'waitlisted', heldByNoShowRule: null });
    await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: ben.headers });
    const list = await participants(event.id, organizer);
    expect(rowOf(list, dee).status).toBe('registered');
    expect(rowOf(list, ann).status).toBe('waitlisted');
  });

  it('holds nobody in a group without the rule, nor once the creator turns it off', async () => {
    const elsewhere = await createEvent(t.app, organizer, otherGroupId, { capacity: '10', dateTime: hoursFromNow(30) });
    expect((await join(t.app, ann, elsewhere.id)).json().participant).toMatchObject({ status: 'registered', heldByNoShowRule: null });
    const off = await setRule(organizer, groupId, '');
    expect((off.json() as GroupDetail).noShowLimit).toBeNull();
    const event = await createEvent(t.app, organizer, groupId, { capacity: '10', dateTime: hoursFromNow(96) });
    expect((await join(t.app, ann, event.id)).json().participant.status).toBe('registered');
  });

  it('counts with a limit of 1 a single no-show', async () => {
    await setRule(organizer, groupId, 1);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '10', dateTime: hoursFromNow(100) });
    expect((await join(t.app, ben, event.id)).json().participant).toMatchObject({ status: 'waitlisted', heldByNoShowRule: 1 });
    expect((await join(t.app, dee, event.id)).json().participant.status).toBe('registered');
    await setRule(organizer, groupId, null);
  });
});
