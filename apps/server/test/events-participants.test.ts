import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '@kickoff/db';
import type { EventResponse, ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, blockRecord, createEvent, hostedGroup, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let coHost: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, groupId, members: [coHost] } = await hostedGroup(t.app, { members: ['Cora'] }));
});
afterAll(async () => {
  await t?.close();
});

const event = async (overrides: Record<string, string> = {}) =>
  createEvent(t.app, organizer, groupId, { coHostIds: JSON.stringify([coHost.id]), ...overrides });
const getEvent = async (id: string, user: Person = organizer) =>
  (await t.app.inject({ url: `/api/events/${id}`, headers: user.headers })).json() as EventResponse;
const participants = async (id: string, user: Person = organizer) =>
  (await t.app.inject({ url: `/api/events/${id}/participants`, headers: user.headers })).json() as ParticipantResponse[];
const leave = (id: string, user: Person) => t.app.inject({ method: 'DELETE', url: `/api/events/${id}/leave`, headers: user.headers });
const manage = (id: string, pid: string, action: 'waitlist' | 'activate' | 'remove', user: Person) =>
  t.app.inject({
    method: action === 'remove' ? 'DELETE' : 'PUT',
    url: `/api/events/${id}/participants/${pid}${action === 'remove' ? '' : `/${action}`}`,
    headers: user.headers,
  });
const people = (n: number, name = 'P') => Promise.all(Array.from({ length: n }, (_, i) => person(t.app, `${name}${i}`)));

describe('joining', () => {
  it('takes 1 + guests places; no body means no guests; twice is a 409', async () => {
    const e = await event();
    const [a, b] = await people(2);
    const plain = await join(t.app, a, e.id);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().participant).toMatchObject({ status: 'registered', guestCount: 0, places: 1 });
    const withGuests = await join(t.app, b, e.id, 2);
    expect(withGuests.json().participant).toMatchObject({ status: 'registered', guestCount: 2, places: 3 });
    expect(withGuests.json().event).toMatchObject({ currentParticipants: 6, isUserParticipant: true });
    const again = await join(t.app, a, e.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already joined this event');
    const host = await join(t.app, coHost, e.id);
    expect(host.statusCode).toBe(409);
  });

  it('validates guests, sign-in and the event', async () => {
    const e = await event();
    const [a] = await people(1);
    const tooMany = await join(t.app, a, e.id, 11);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Guests must be between 0 and 10');
    expect((await join(t.app, a, e.id, -1)).statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'POST', url: `/api/events/${e.id}/join`, headers: a.headers, payload: { guestCount: 'many' } });
    expect(junk.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${e.id}/join` })).statusCode).toBe(401);
    expect((await join(t.app, a, 'missing')).statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/events/${e.id}/join`,
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('waitlists the whole party when full and the event allows it; else 409 Event is full', async () => {
    const open = await event({ capacity: '4' });
    const closed = await event({ capacity: '4', allowWaitlist: 'false' });
    const [a, b] = await people(2);
    expect((await join(t.app, a, open.id, 1)).json().participant.status).toBe('registered');
    const waiting = await join(t.app, b, open.id, 1);
    expect(waiting.json().participant).toMatchObject({ status: 'waitlisted', places: 2 });
    expect(waiting.json().event).toMatchObject({ currentParticipants: 4, waitlistCount: 1, isFull: true });
    expect((await join(t.app, a, closed.id, 1)).statusCode).toBe(200);
    const full = await join(t.app, b, closed.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Event is full');
  });

  it('refuses started events, blocked users and non-members of private groups', async () => {
    const started = await event();
    await t.app.db.update(events).set({ dateTime: new Date(Date.now() - 60_000) }).where(eq(events.id, started.id));
    const [a, blocked, recorded] = await people(3);
    const late = await join(t.app, a, started.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This event has already started');

    const e = await event();
    await addMember(t.app, groupId, blocked.id, 'blocked');
    await blockRecord(t.app, groupId, recorded.id);
    for (const user of [blocked, recorded]) {
      const res = await join(t.app, user, e.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are blocked from this group');
    }

    const privateGroup = await makeGroup(t.app, organizer, { isPrivate: true });
    const secret = await createEvent(t.app, organizer, privateGroup);
    expect((await join(t.app, a, secret.id)).statusCode).toBe(404);
    await addMember(t.app, privateGroup, a.id, 'waiting');
    expect((await join(t.app, a, secret.id)).statusCode).toBe(404);
    await addMember(t.app, privateGroup, a.id, 'active');
    expect((await join(t.app, a, secret.id)).statusCode).toBe(200);
  });
});

describe('leaving and promotion', () => {
  it('hosts cannot leave; non-participants get a 409', async () => {
    const e = await event();
    for (const host of [organizer, coHost]) {
      const res = await leave(e.id, host);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The organizer and co-hosts cannot leave their own event');
    }
    const [a] = await people(1);
    expect((await leave(e.id, a)).statusCode).toBe(409);
  });

  it('promotes waitlisted parties first come first served, skipping parties that do not fit', async () => {
    const e = await event({ capacity: '5' }); // 2 hosts
    const [a, big, small1, small2] = await people(4);
    await join(t.app, a, e.id, 2); // 5/5
    await join(t.app, big, e.id, 3); // waitlisted, 4 places
    await join(t.app, small1, e.id, 0); // waitlisted, 1
    await join(t.app, small2, e.id, 1); // waitlisted, 2
    // Each waitlisted party sees its place in the queue (issue 19); the registered and lists see none.
    const position = async (u: Person) => (await t.app.inject({ url: `/api/events/${e.id}`, headers: u.headers })).json().userParticipation;
    expect([(await position(big)).waitlistPosition, (await position(small1)).waitlistPosition, (await position(small2)).waitlistPosition]).toEqual([1, 2, 3]);
    expect((await position(a)).waitlistPosition).toBeUndefined();
    expect((await leave(e.id, a)).statusCode).toBe(200); // frees 3: big (4) skipped, small1 and small2 fit
    const list = await participants(e.id);
    const status = (u: Person) => list.find((p) => p.userId === u.id)?.status;
    expect([status(big), status(small1), status(small2)]).toEqual(['waitlisted', 'registered', 'registered']);
    expect((await getEvent(e.id)).currentParticipants).toBe(5);
    expect((await position(big)).waitlistPosition).toBe(1);
  });
});

describe('participants', () => {
  it('lists registered then waitlisted; emails only for hosts', async () => {
    const e = await event({ capacity: '3' });
    const [a, b] = await people(2);
    await join(t.app, a, e.id);
    await join(t.app, b, e.id);
    const asHost = await participants(e.id, coHost);
    expect(asHost.map((p) => [p.userId, p.status])).toEqual([
      [organizer.id, 'registered'],
      [coHost.id, 'registered'],
      [a.id, 'registered'],
      [b.id, 'waitlisted'],
    ]);
    expect(asHost[2].email).toBe(a.email);
    expect(asHost[0]).toMatchObject({ isOrganizer: true, isCoHost: false });
    expect(asHost[1]).toMatchObject({ isOrganizer: false, isCoHost: true });
    const asParticipant = await participants(e.id, a);
    expect(asParticipant.every((p) => p.email === null)).toBe(true);
  });

  it('lets hosts waitlist, activate (only if it fits) and remove; others get the spec text', async () => {
    const e = await event({ capacity: '4' });
    const [a, b, outsider] = await people(3);
    await join(t.app, a, e.id, 1); // 4/4
    await join(t.app, b, e.id); // waitlisted
    const list = await participants(e.id);
    const pa = list.find((p) => p.userId === a.id)!;
    const pb = list.find((p) => p.userId === b.id)!;
    const hostRow = list.find((p) => p.userId === coHost.id)!;

    for (const user of [a, outsider]) {
      const denied = await manage(e.id, pb.id, 'activate', user);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe("You don't have permission to manage participants for this event.");
    }
    const noRoom = await manage(e.id, pb.id, 'activate', coHost);
    expect(noRoom.statusCode).toBe(409);
    expect((await manage(e.id, hostRow.id, 'waitlist', organizer)).statusCode).toBe(409);
    expect((await manage(e.id, 'missing', 'waitlist', organizer)).statusCode).toBe(404);

    const moved = await manage(e.id, pa.id, 'waitlist', coHost);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().find((p: ParticipantResponse) => p.id === pa.id).status).toBe('waitlisted');
    const activated = await manage(e.id, pb.id, 'activate', organizer);
    expect(activated.json().find((p: ParticipantResponse) => p.id === pb.id).status).toBe('registered');
    // b (1 place) is registered: 3/4. Removing b frees a place; a's party (2) now fits and is promoted.
    const removed = await manage(e.id, pb.id, 'remove', coHost);
    expect(removed.statusCode).toBe(200);
    const after = removed.json() as ParticipantResponse[];
    expect(after.find((p) => p.id === pb.id)).toBeUndefined();
    expect(after.find((p) => p.id === pa.id)?.status).toBe('registered');
  });
});

describe('each side', () => {
  it('anonymous callers get 401 on every participant call', async () => {
    const e = await event();
    const calls = [
      t.app.inject({ url: `/api/events/${e.id}/participants` }),
      t.app.inject({ method: 'DELETE', url: `/api/events/${e.id}/leave` }),
      t.app.inject({ method: 'PUT', url: `/api/events/${e.id}/participants/x/waitlist` }),
      t.app.inject({ method: 'PUT', url: `/api/events/${e.id}/participants/x/activate` }),
      t.app.inject({ method: 'DELETE', url: `/api/events/${e.id}/participants/x` }),
      t.app.inject({ url: `/api/events/${e.id}/comments` }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('a waitlisted user can leave without promoting anyone; co-hosts cannot edit, copy or delete', async () => {
    const e = await event({ capacity: '3' });
    const [a, w1, w2] = await people(3);
    await join(t.app, a, e.id);
    await join(t.app, w1, e.id);
    await join(t.app, w2, e.id);
    expect((await getEvent(e.id, w1)).userParticipation).toMatchObject({ status: 'waitlisted' });
    expect((await leave(e.id, w1)).statusCode).toBe(200);
    const after = await getEvent(e.id);
    expect(after).toMatchObject({ currentParticipants: 3, waitlistCount: 1 });
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${e.id}/copy`, headers: coHost.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${e.id}`, headers: coHost.headers })).statusCode).toBe(403);
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/events/${e.id}`, headers: coHost.headers, payload: { title: 'x' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Only the organizer can change this event');
  });
});

describe('concurrent joins', () => {
  it('never exceeds capacity and waitlists exactly the parties that did not fit', async () => {
    const e = await event({ capacity: '12' }); // 2 hosts, 10 free
    const joiners = await people(30, 'C');
    const guests = joiners.map((_, i) => (i * 7) % 4);
    const results = await Promise.all(joiners.map((u, i) => join(t.app, u, e.id, guests[i])));
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const list = await participants(e.id);
    const registered = list.filter((p) => p.status === 'registered').reduce((n, p) => n + p.places, 0);
    expect(registered).toBeLessThanOrEqual(12);
    const free = 12 - registered;
    for (const p of list.filter((x) => x.status === 'waitlisted')) expect(p.places).toBeGreaterThan(free);
    expect((await getEvent(e.id)).currentParticipants).toBe(registered);
  });
});
