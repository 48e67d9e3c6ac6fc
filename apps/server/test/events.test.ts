/** Events: creating (validation, every field, JSON bodies, wall-clock times) and reading (visibility). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@kickoff/db';
import type { EventPage, EventResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, eventFields, eventsWorld, makeGroup, multipart, postEvent, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let member: Person;
let stranger: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, groupId, member, stranger } = await eventsWorld(t.app));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user?: Person) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

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
