// Over 300 lines: its cases share one world built once (organizer, members, groups); split by sub-resource is the tests part of issue 16, still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { events, users } from '@kickoff/db';
import type { EventPage, EventResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, eventFields, hoursFromNow, join, makeGroup, multipart, person, postEvent, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let member: Person;
let stranger: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  member = await person(t.app, 'Mia');
  stranger = await person(t.app, 'Sam');
  groupId = await makeGroup(t.app, organizer);
  await addMember(t.app, groupId, member.id);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user?: Person) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const patch = (id: string, user: Person, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
};

describe('creating events', () => {
  it('answers every missing required field with the spec texts', async () => {
    const res = await postEvent(t.app, organizer, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: 'Event title is required',
      sportType: 'Sport type is required',
      dateTime: 'Date and time is required',
      location: 'Location is required',
      groupId: 'Group assignment is required',
    });
  });

  it('checks duration, capacity, price and the recurring end date', async () => {
    const res = await postEvent(
      t.app,
      organizer,
      eventFields(groupId, { duration: '15', capacity: '1', price: '-2', isRecurring: 'true', recurringEndDate: '2020-01-01' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      duration: 'Duration must be at least 30 minutes',
      capacity: 'Capacity must be at least 2',
      price: expect.any(String),
      recurringEndDate: 'The recurring end date cannot be in the past',
    });
    const step = await postEvent(t.app, organizer, eventFields(groupId, { duration: '45' }));
    expect(step.statusCode).toBe(400);
    expect(step.json().fields.duration).toBe('Duration must be in steps of 30 minutes');
  });

  it('refuses anonymous users, groups the user did not create, and co-hosts outside the group', async () => {
    const anon = multipart(eventFields(groupId));
    expect((await t.app.inject({ method: 'POST', url: '/api/events', headers: anon.headers, payload: anon.payload })).statusCode).toBe(401);
    const notMine = await postEvent(t.app, member, eventFields(groupId));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().fields.groupId).toBe('An event must belong to a group you created');
    const outsider = await postEvent(t.app, organizer, eventFields(groupId, { coHostIds: JSON.stringify([stranger.id]) }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields.coHostIds).toBe("Co-hosts must be active members of the event's group");
    const tooSmall = await postEvent(t.app, organizer, eventFields(groupId, { capacity: '2', coHostIds: JSON.stringify([member.id, organizer.id]) }));
    expect(tooSmall.statusCode).toBe(201); // the organizer is dropped from the co-host list: 2 hosts fit 2
  });

  it('creates an event with every field, hosts registered, role set to organizer', async () => {
    await t.app.db.update(users).set({ rolePreference: 'member' }).where(eq(users.id, organizer.id));
    t.app.sessionCache.revokeUser(organizer.id);
    const created = await createEvent(t.app, organizer, groupId, {
      coHostIds: JSON.stringify([member.id]),
      price: '12.5',
      skillLevel: 'Intermediate',
      eventType: 'event',
      allowWaitlist: 'false',
      equipmentRequired: 'Shin guards',
      waiver: 'At your own risk',
      gameRules: '5 a side',
      timeZone: 'America/Chicago',
    });
    expect(created).toMatchObject({
      title: 'Sunday pickup',
      sportType: 'soccer',
      eventType: 'event',
      duration: 90,
      capacity: 10,
      maxParticipants: 10,
      currentParticipants: 2,
      waitlistCount: 0,
      skillLevel: 'intermediate',
      price: '12.50',
      currency: 'USD',
      allowWaitlist: false,
      sendReminders: true,
      postToGroups: false,
      equipmentRequired: 'Shin guards',
      timeZone: 'America/Chicago',
      coHostIds: [member.id],
      coHosts: [{ id: member.id, firstName: 'Mia', lastName: 'Tester' }],
      organizer: { id: organizer.id, firstName: 'Olga', email: organizer.email },
      group: { id: groupId, memberCount: 2, sportType: 'soccer' },
      isUserParticipant: true,
      isUserOrganizer: true,
      userParticipation: { status: 'registered', guestCount: 0, places: 1 },
      occurrencesCreated: 1,
    });
    const [row] = await t.app.db.select({ role: users.rolePreference }).from(users).where(eq(users.id, organizer.id));
    expect(row.role).toBe('organizer');
    const profile = await get('/api/user/profile', organizer);
    if (profile.statusCode === 200) expect(profile.json().rolePreference).toBe('organizer');
  });

  it('also accepts a JSON body with native values', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: organizer.headers,
      payload: { ...eventFields(groupId), capacity: 6, duration: 60, allowWaitlist: false, coHostIds: [member.id], price: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ capacity: 6, duration: 60, allowWaitlist: false, coHostIds: [member.id], price: '3.00' });
  });

  it('reads a wall-clock dateTime without offset in the event time zone', async () => {
    const created = await createEvent(t.app, organizer, groupId, { dateTime: '2030-07-04T18:00', timeZone: 'America/Chicago' });
    expect(created.dateTime).toBe('2030-07-04T23:00:00.000Z');
    expect(created.endDateTime).toBe('2030-07-05T00:30:00.000Z');
  });
});

describe('reading events', () => {
  it('shows an event to anyone; emails only to hosts', async () => {
    const created = await createEvent(t.app, organizer, groupId);
    const asStranger = (await get(`/api/events/${created.id}`, stranger)).json() as EventResponse;
    expect(asStranger.organizer.email).toBeNull();
    expect(asStranger.isUserParticipant).toBe(false);
    expect((await get(`/api/events/${created.id}`)).statusCode).toBe(200);
  });

  it('answers 404 Event Not Found for unknown ids', async () => {
    const res = await get('/api/events/nope', member);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event Not Found');
  });

  it('hides private groups’ events from non-members (detail and Discover)', async () => {
    const privateGroup = await makeGroup(t.app, organizer, { isPrivate: true });
    await addMember(t.app, privateGroup, member.id);
    const secret = await createEvent(t.app, organizer, privateGroup, { title: 'Secret scrimmage' });
    expect((await get(`/api/events/${secret.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/events/${secret.id}`)).statusCode).toBe(404);
    expect((await get(`/api/events/${secret.id}`, member)).statusCode).toBe(200);
    const strangerList = (await get('/api/events?q=secret', stranger)).json() as EventPage;
    expect(strangerList.items.map((e) => e.id)).not.toContain(secret.id);
    const memberList = (await get('/api/events?q=secret', member)).json() as EventPage;
    expect(memberList.items.map((e) => e.id)).toContain(secret.id);
  });
});

describe('Discover', () => {
  let sportGroup: string;
  beforeAll(async () => {
    sportGroup = await makeGroup(t.app, organizer, { sportType: 'curling' });
    for (let i = 1; i <= 5; i++) {
      await createEvent(t.app, organizer, sportGroup, {
        title: `Curling night ${i}`,
        sportType: 'curling',
        dateTime: hoursFromNow(24 * i),
        skillLevel: i % 2 ? 'beginner' : 'advanced',
      });
    }
    await t.app.db.insert(events).values({
      title: 'Curling past',
      sportType: 'curling',
      dateTime: new Date(Date.now() - 48 * 3600 * 1000),
      location: 'Rink',
      groupId: sportGroup,
      organizerId: organizer.id,
    });
  });

  it('lists upcoming events soonest first with cursor paging and filters', async () => {
    const first = (await get('/api/events?sport=Curling&limit=2', stranger)).json() as EventPage;
    expect(first.items.map((e) => e.title)).toEqual(['Curling night 1', 'Curling night 2']);
    const second = (await get(`/api/events?sport=curling&limit=2&cursor=${first.nextCursor}`, stranger)).json() as EventPage;
    expect(second.items.map((e) => e.title)).toEqual(['Curling night 3', 'Curling night 4']);
    const third = (await get(`/api/events?sport=curling&limit=2&cursor=${second.nextCursor}`, stranger)).json() as EventPage;
    expect(third.items.map((e) => e.title)).toEqual(['Curling night 5']);
    expect(third.nextCursor).toBeNull();
    const beginners = (await get('/api/events?sport=curling&skillLevel=beginner', stranger)).json() as EventPage;
    expect(beginners.items).toHaveLength(3);
    const byGroup = (await get(`/api/events?groupId=${sportGroup}`, stranger)).json() as EventPage;
    expect(byGroup.items).toHaveLength(5);
    const text = (await get('/api/events?q=curl night 3', stranger)).json() as EventPage;
    expect(text.items.map((e) => e.title)).toEqual(['Curling night 3']);
  });

  it('includes past events only when a date range asks for them', async () => {
    const range = (await get(`/api/events?sport=curling&from=${hoursFromNow(-72)}&to=${hoursFromNow(30)}`, stranger)).json() as EventPage;
    expect(range.items.map((e) => e.title)).toEqual(['Curling past', 'Curling night 1']);
  });

  it('features the most joined events of the coming week', async () => {
    const page = (await get('/api/events?sport=curling', stranger)).json() as EventPage;
    const third = page.items[2];
    await join(t.app, member, third.id, 3);
    const featured = (await get('/api/events?featured=true&limit=6&sport=curling', stranger)).json() as EventPage;
    expect(featured.items[0].id).toBe(third.id);
    expect(featured.items[0].currentParticipants).toBe(5);
    expect(featured.items.length).toBeLessThanOrEqual(6);
    const landing = await get('/api/events?featured=true&limit=6');
    expect(landing.statusCode).toBe(200);
  });

  it('answers bad queries with 400, never 500', async () => {
    expect((await get('/api/events?limit=0', stranger)).statusCode).toBe(400);
    expect((await get('/api/events?from=notadate', stranger)).statusCode).toBe(400);
    expect((await get('/api/events?skillLevel=pro', stranger)).statusCode).toBe(400);
    // One cursor codec everywhere: a cursor that does not decode is a 400 naming the field (it was ignored before).
    for (const url of ['/api/events?cursor=garbage', '/api/user/events?cursor=garbage', '/api/user/created-events?cursor=garbage']) {
      const res = await get(url, stranger);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ cursor: 'Invalid cursor' });
    }
  });
});

describe('editing, copying and deleting', () => {
  it('lets only the organizer edit; validates texts; removes the image flag', async () => {
    const created = await createEvent(t.app, organizer, groupId, { capacity: '4' });
    expect((await patch(created.id, member, { title: 'Hijack' })).statusCode).toBe(403);
    expect((await patch(created.id, stranger, { title: 'Hijack' })).statusCode).toBe(403);
    const blank = await patch(created.id, organizer, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Event title is required');
    const ok = await patch(created.id, organizer, { title: 'Renamed', description: '', removeImage: 'true', price: '5' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Renamed', description: null, imageUrl: null, price: '5.00', capacity: 4 });
    expect((await patch('missing', organizer, { title: 'x' })).statusCode).toBe(404);
  });

  it('keeps capacity at or above the hosts and the places taken, and promotes on raise', async () => {
    const created = await createEvent(t.app, organizer, groupId, { capacity: '3', coHostIds: JSON.stringify([member.id]) });
    const below = await patch(created.id, organizer, { capacity: '2' });
    expect(below.statusCode).toBe(200); // 2 hosts fit 2
    const bad = await patch(created.id, organizer, { capacity: '1' });
    expect(bad.statusCode).toBe(400);
    const guest = await person(t.app, 'Gus');
    expect((await join(t.app, guest, created.id, 1)).json().participant.status).toBe('waitlisted');
    const raised = await patch(created.id, organizer, { capacity: '4' });
    expect(raised.json()).toMatchObject({ currentParticipants: 4, waitlistCount: 0 });
    const lower = await patch(created.id, organizer, { capacity: '3' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().fields.capacity).toBe('Capacity cannot be lower than the places already taken');
  });

  it('changes co-hosts only to active group members', async () => {
    const created = await createEvent(t.app, organizer, groupId);
    const bad = await patch(created.id, organizer, { coHostIds: JSON.stringify([stranger.id]) });
    expect(bad.statusCode).toBe(400);
    const ok = await patch(created.id, organizer, { coHostIds: JSON.stringify([member.id]) });
    expect(ok.json()).toMatchObject({ coHostIds: [member.id], currentParticipants: 2 });
    const none = await patch(created.id, organizer, { coHostIds: '[]' });
    expect(none.json()).toMatchObject({ coHostIds: [], currentParticipants: 2 }); // the former co-host keeps the place
  });

  it('copies an event one week later with only the organizer registered', async () => {
    const created = await createEvent(t.app, organizer, groupId, { coHostIds: JSON.stringify([member.id]), dateTime: '2030-10-29T18:00', timeZone: 'America/Chicago' });
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${created.id}/copy`, headers: member.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: `/api/events/${created.id}/copy`, headers: organizer.headers });
    expect(res.statusCode).toBe(201);
    const copy = res.json() as EventResponse;
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({ title: created.title, capacity: created.capacity, currentParticipants: 1, coHostIds: [] });
    // Same local time one week later, across the end of daylight saving time (Nov 3, 2030).
    expect(copy.dateTime).toBe('2030-11-06T00:00:00.000Z');
  });

  it('deletes for the organizer only', async () => {
    const created = await createEvent(t.app, organizer, groupId);
    const del = (user: Person) => t.app.inject({ method: 'DELETE', url: `/api/events/${created.id}`, headers: user.headers });
    expect((await del(member)).statusCode).toBe(403);
    expect((await del(organizer)).json()).toEqual({ ok: true, deleted: 1 });
    expect((await get(`/api/events/${created.id}`, organizer)).statusCode).toBe(404);
    expect((await del(organizer)).statusCode).toBe(404);
  });
});

describe("the user's lists", () => {
  it('lists joined and created events, paged', async () => {
    const fresh = await person(t.app, 'Fay');
    const own = await makeGroup(t.app, fresh);
    const a = await createEvent(t.app, fresh, own, { dateTime: hoursFromNow(10) });
    const b = await createEvent(t.app, fresh, own, { dateTime: hoursFromNow(20) });
    const created = (await get('/api/user/created-events?scope=upcoming', fresh)).json() as EventPage;
    expect(created.items.map((e) => e.id)).toEqual([a.id, b.id]);
    const latest = (await get('/api/user/created-events?limit=1', fresh)).json() as EventPage;
    expect(latest.items.map((e) => e.id)).toEqual([b.id]);
    const next = (await get(`/api/user/created-events?limit=1&cursor=${latest.nextCursor}`, fresh)).json() as EventPage;
    expect(next.items.map((e) => e.id)).toEqual([a.id]);
    const joiner = await person(t.app, 'Jo');
    await join(t.app, joiner, b.id);
    const joined = (await get('/api/user/events', joiner)).json() as EventPage;
    expect(joined.items.map((e) => e.id)).toEqual([b.id]);
    expect(joined.items[0].isUserParticipant).toBe(true);
    expect((await get('/api/user/events')).statusCode).toBe(401);
  });
});

describe('event images', () => {
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#15803d' } }).png().toBuffer();
  const withImage = async (fields: Record<string, string>, data: Buffer, type = 'image/png') => {
    const form = multipart(fields, { field: 'eventImage', name: 'photo.png', type, data });
    return t.app.inject({ method: 'POST', url: '/api/events', headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
  };

  it('stores the image, shares it across a series, and deletes it when no event uses it', async () => {
    const res = await withImage(
      eventFields(groupId, { dateTime: '2031-01-07T18:00', timeZone: 'UTC', isRecurring: 'true', recurringEndDate: '2031-01-14' }),
      await png(),
    );
    expect(res.statusCode).toBe(201);
    const first = res.json() as EventResponse & { occurrencesCreated: number };
    expect(first.occurrencesCreated).toBe(2);
    expect(first.imageUrl).toMatch(/\/uploads\/[\w-]+\.webp$/);
    const imagePath = new URL(first.imageUrl!, 'http://x').pathname;
    expect((await t.app.inject(imagePath)).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/events/${first.id}`, headers: organizer.headers });
    expect(del.json().deleted).toBe(1);
    expect((await t.app.inject(imagePath)).statusCode).toBe(200); // the second occurrence still uses it
    const [other] = await t.app.db.select().from(events).where(eq(events.recurringSeriesId, first.recurringSeriesId!));
    const removed = await patch(other.id, organizer, { removeImage: 'true' });
    expect(removed.json().imageUrl).toBeNull();
    expect((await t.app.inject(imagePath)).statusCode).toBe(404);
  });

  it('refuses files that are not images and files over 10 MB', async () => {
    const text = await withImage(eventFields(groupId), Buffer.from('not an image at all'), 'image/png');
    expect(text.statusCode).toBe(415);
    const big = await withImage(eventFields(groupId), Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
  });
});
