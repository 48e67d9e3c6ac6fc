/**
 * Game day attendance (issue 14): the hosts' marking window and permissions, "all attended", self check-in with its
 * time window and 300 m rule, and reliability over 12 months, seen by hosts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE, type ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let coHost: Person;
let ann: Person;
let ben: Person;
let wes: Person;
let groupId: string;

// Zilker Park, Austin; a point ~1.1 km east of it.
const PITCH = { latitude: 30.2669, longitude: -97.7729 };
const FAR = { latitude: 30.2669, longitude: -97.7615 };

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  [organizer, coHost, ann, ben, wes] = await Promise.all(['Olga', 'Cole', 'Ann', 'Ben', 'Wes'].map((n) => person(t.app, n)));
  groupId = await makeGroup(t.app, organizer);
  for (const p of [coHost, ann, ben, wes]) await addMember(t.app, groupId, p.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A full game (capacity 4: two hosts, Ann, Ben; Wes waitlisted) at the pitch, then moved to start `minutes` from now. */
async function game(minutes: number) {
  const event = await createEvent(t.app, organizer, groupId, {
    capacity: '4',
    coHostIds: JSON.stringify([coHost.id]),
    location: 'Zilker Park',
    latitude: String(PITCH.latitude),
    longitude: String(PITCH.longitude),
    dateTime: hoursFromNow(24),
  });
  for (const p of [ann, ben]) expect((await join(t.app, p, event.id)).json().participant.status).toBe('registered');
  expect((await join(t.app, wes, event.id)).json().participant.status).toBe('waitlisted');
  await startsIn(event.id, minutes);
  return event.id;
}
const startsIn = (eventId: string, minutes: number) =>
  t.app.db.execute(`update events set date_time = now() + interval '${minutes} minutes' where id = '${eventId}'`);

const participants = async (eventId: string, viewer: Person) =>
  (await t.app.inject({ url: `/api/events/${eventId}/participants`, headers: viewer.headers })).json() as ParticipantResponse[];
const rowOf = (list: ParticipantResponse[], p: Person) => list.find((r) => r.userId === p.id)!;
const mark = (viewer: Person, eventId: string, participantId: string, attendance: string) =>
  t.app.inject({ method: 'PUT', url: `/api/events/${eventId}/participants/${participantId}/attendance`, headers: viewer.headers, payload: { attendance } });
const checkIn = (viewer: Person, eventId: string, position?: object) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/check-in`, headers: viewer.headers, payload: position ?? {} });

describe('taking attendance', () => {
  it('opens at the start, for hosts, on registered parties, until 7 days after', async () => {
    const eventId = await game(60);
    const annRow = rowOf(await participants(eventId, organizer), ann);
    const early = await mark(organizer, eventId, annRow.id, 'attended');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ATTENDANCE.messages.beforeStart);

    await startsIn(eventId, -30);
    const byMember = await mark(ben, eventId, annRow.id, 'attended');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ATTENDANCE.messages.hostsOnly);
    const wesRow = rowOf(await participants(eventId, organizer), wes);
    const waitlisted = await mark(organizer, eventId, wesRow.id, 'attended');
    expect(waitlisted.statusCode).toBe(409);
    expect(waitlisted.json().message).toBe(ATTENDANCE.messages.waitlisted);
    expect((await mark(organizer, eventId, annRow.id, 'maybe')).statusCode).toBe(400);

    const byCoHost = await mark(coHost, eventId, annRow.id, 'no_show');
    expect(byCoHost.statusCode, byCoHost.body).toBe(200);
    expect(rowOf(byCoHost.json(), ann).attendance).toBe('no_show');
    // A mark can be changed; "all attended" marks only the rest (Ann keeps her change).
    expect((await mark(organizer, eventId, annRow.id, 'attended')).statusCode).toBe(200);
    expect((await mark(organizer, eventId, annRow.id, 'no_show')).statusCode).toBe(200);
    const all = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/attendance/all-attended`, headers: organizer.headers });
    expect(all.statusCode).toBe(200);
    const list = all.json() as ParticipantResponse[];
    expect(rowOf(list, ann).attendance).toBe('no_show');
    expect(rowOf(list, ben).attendance).toBe('attended');
    expect(rowOf(list, wes).attendance).toBeNull();

    // Others see no marks but their own.
    const seenByBen = await participants(eventId, ben);
    expect(rowOf(seenByBen, ann).attendance).toBeNull();
    expect(rowOf(seenByBen, ben).attendance).toBe('attended');
    expect(rowOf(seenByBen, ann).reliability).toBeNull();

    await startsIn(eventId, -(8 * 24 * 60));
    const late = await mark(organizer, eventId, annRow.id, 'attended');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ATTENDANCE.messages.windowClosed);
  });
});

describe('checking in', () => {
  it("opens 30 minutes before the start and needs the device's position within 300 m of the place", async () => {
    const eventId = await game(45);
    const early = await checkIn(ann, eventId, PITCH);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ATTENDANCE.messages.checkInTooEarly);

    await startsIn(eventId, 10);
    const far = await checkIn(ann, eventId, FAR);
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toMatch(/^You are 1,0\d\d m from the place: check in within 300 m of it$/);
    expect(rowOf(await participants(eventId, organizer), ann).attendance).toBeNull();

    const near = await checkIn(ann, eventId, { latitude: 30.2672, longitude: -97.7731 });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().distanceMetres).toBeLessThan(60);
    // Without a position there is no check-in at a place with a point (issue 33): the host marks Ben instead.
    const blind = await checkIn(ben, eventId);
    expect(blind.statusCode).toBe(400);
    expect(blind.json()).toEqual({ message: ATTENDANCE.messages.checkInNeedsPosition, fields: { latitude: ATTENDANCE.messages.checkInNeedsPosition } });
    expect(rowOf(await participants(eventId, organizer), ben).attendance).toBeNull();
    expect((await checkIn(ben, eventId, PITCH)).statusCode).toBe(200);
    const waitlisted = await checkIn(wes, eventId, PITCH);
    expect(waitlisted.statusCode).toBe(409);
    expect(waitlisted.json().message).toBe(ATTENDANCE.messages.checkInNotParticipant);
    expect((await checkIn(ann, eventId, { latitude: 30.2 })).statusCode).toBe(400);

    const list = await participants(eventId, organizer);
    expect(rowOf(list, ann)).toMatchObject({ attendance: 'attended', checkedIn: true });
    expect(rowOf(list, ben)).toMatchObject({ attendance: 'attended', checkedIn: true });

    await startsIn(eventId, -61);
    const closed = await checkIn(ann, eventId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(ATTENDANCE.messages.checkInClosed);
  });
});

describe('reliability', () => {
  it('counts the last 12 months for hosts only', async () => {
    // Ann's record so far in this file: one no-show (taking attendance) and one attended (checking in).
    const counted = await game(-20);
    const annRow = rowOf(await participants(counted, organizer), ann);
    expect(annRow.reliability).toEqual({ attended: 1, noShows: 1, rate: 0.5 });
    expect((await mark(organizer, counted, annRow.id, 'attended')).statusCode).toBe(200);
    expect(rowOf(await participants(counted, organizer), ann).reliability).toEqual({ attended: 2, noShows: 1, rate: 2 / 3 });
    // A mark older than 12 months drops out.
    await startsIn(counted, -(400 * 24 * 60));
    expect(rowOf(await participants(counted, organizer), ann).reliability).toEqual({ attended: 1, noShows: 1, rate: 0.5 });
    // Nobody marked: no figure yet.
    expect(rowOf(await participants(counted, organizer), wes).reliability).toEqual({ attended: 0, noShows: 0, rate: null });
    expect(rowOf(await participants(counted, ann), ann).reliability).toBeNull();
    // Her own, on her profile.
    const own = await t.app.inject({ url: '/api/user/reliability', headers: ann.headers });
    expect(own.json()).toEqual({ attended: 1, noShows: 1, rate: 0.5 });
    expect((await t.app.inject({ url: '/api/user/reliability' })).statusCode).toBe(401);
  });
});
