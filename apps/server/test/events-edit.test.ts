/** Events: editing (texts, capacity, co-hosts), copying, deleting, and event images. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { events } from '@kickoff/db';
import { MESSAGES, type EventResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, eventFields, eventsWorld, join, multipart, person, type Person } from './helpers/events';

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
const patch = (id: string, user: Person, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
};

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
    expect(copy).toMatchObject({ title: `${created.title} (copy)`, capacity: created.capacity, currentParticipants: 1, coHostIds: [] });
    // Same local time one week later, across the end of daylight saving time (Nov 3, 2030).
    expect(copy.dateTime).toBe('2030-11-06T00:00:00.000Z');
    // A copy of the copy is not "(copy) (copy)".
    const again = await t.app.inject({ method: 'POST', url: `/api/events/${copy.id}/copy`, headers: organizer.headers });
    expect(again.json().title).toBe(`${created.title} (copy)`);
  });

  it('a copy of an event long past lands on the next future week (never in the past)', async () => {
    const created = await createEvent(t.app, organizer, groupId, { title: 'Old game' });
    const threeWeeksAgo = new Date(Math.floor((Date.now() - 21 * 86_400_000 + 3600_000) / 60_000) * 60_000);
    await t.app.db.update(events).set({ dateTime: threeWeeksAgo }).where(eq(events.id, created.id));
    const copy = (await t.app.inject({ method: 'POST', url: `/api/events/${created.id}/copy`, headers: organizer.headers })).json() as EventResponse;
    const start = Date.parse(copy.dateTime);
    expect(start).toBeGreaterThan(Date.now());
    expect(start - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect((start - threeWeeksAgo.getTime()) % (7 * 86_400_000)).toBe(0);
  });

  it('refuses moving an event into the past (issue 33); a started event may keep its start or move ahead', async () => {
    const created = await createEvent(t.app, organizer, groupId, { title: 'Time travel' });
    for (const dateTime of ['2020-06-01T18:00:00Z', '1970-01-01T00:00:00Z']) {
      const past = await patch(created.id, organizer, { dateTime });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toEqual({ message: MESSAGES.event.dateTimePast, fields: { dateTime: MESSAGES.event.dateTimePast } });
    }
    expect((await get(`/api/events/${created.id}`, organizer)).json().dateTime).toBe(created.dateTime);
    // Started an hour ago: its form sends the same start back with another change, or moves it into the future.
    const started = new Date(Math.floor((Date.now() - 3600_000) / 60_000) * 60_000);
    await t.app.db.update(events).set({ dateTime: started }).where(eq(events.id, created.id));
    const same = await patch(created.id, organizer, { title: 'Still today', dateTime: started.toISOString() });
    expect(same.statusCode, same.body).toBe(200);
    expect((await patch(created.id, organizer, { dateTime: new Date(started.getTime() - 60_000).toISOString() })).statusCode).toBe(400);
    expect((await patch(created.id, organizer, { dateTime: new Date(Date.now() + 86_400_000).toISOString() })).statusCode).toBe(200);
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
