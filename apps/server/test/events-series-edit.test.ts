/**
 * Series edits (issue 19): "this event" changes one occurrence, "this and all following" carries time, place,
 * capacity, price and details to the later occurrences (keeping the local time of day across daylight saving);
 * the people taking part in each changed occurrence hear what changed (event_updated), the organizer does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { events } from '@kickoff/db';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, hostedGroup, join, multipart, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';

let t: TestApp;
let organizer: Person;
let ann: Person;
let ben: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
  const world = await hostedGroup(t.app, { members: ['Ann', 'Ben'] });
  ({ organizer, groupId } = world);
  [ann, ben] = world.members as [Person, Person];
});
afterAll(async () => {
  await t?.close();
});

const occurrences = (seriesId: string) =>
  t.app.db.select().from(events).where(eq(events.recurringSeriesId, seriesId)).orderBy(asc(events.dateTime));
const chicago = (d: Date) =>
  d.toLocaleString('en-US', { timeZone: 'America/Chicago', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function patch(id: string, fields: Record<string, string>, who: Person = organizer) {
  const form = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...who.headers, ...form.headers }, payload: form.payload });
}

/** Four Tuesdays at 6 pm Chicago time, across the start of daylight saving (March 14, 2027). */
async function tuesdays(title: string) {
  const first = await createEvent(t.app, organizer, groupId, {
    title,
    dateTime: '2027-03-02T18:00',
    timeZone: 'America/Chicago',
    capacity: '10',
    price: '0',
    isRecurring: 'true',
    recurringType: 'weekly',
    recurringDays: JSON.stringify(['tuesday']),
    recurringEndDate: '2027-03-23',
  });
  const rows = await occurrences(first.recurringSeriesId!);
  expect(rows).toHaveLength(4);
  return rows;
}

const updatesFor = async (who: Person, eventId: string) =>
  (await inbox(t.app, who)).filter((n) => n.type === 'event_updated' && n.data.eventId === eventId);

describe('editing a recurring series', () => {
  it('"this and all following": later occurrences move to the new local time and take place, price and details; earlier ones stay', async () => {
    const [one, two, three, four] = await tuesdays('Tuesday pickup');
    expect((await join(t.app, ann, one!.id)).statusCode).toBe(200);
    expect((await join(t.app, ben, three!.id)).statusCode).toBe(200);

    const res = await patch(two!.id, {
      series: 'following',
      dateTime: '2027-03-09T19:30',
      location: 'North Field',
      price: '5',
      title: 'Tuesday night kickoff',
      description: 'Bring a light and a dark shirt',
    });
    expect(res.statusCode).toBe(200);
    const rows = await occurrences(one!.recurringSeriesId!);
    expect(rows.map((r) => chicago(r.dateTime))).toEqual(['Mar 2, 6:00 PM', 'Mar 9, 7:30 PM', 'Mar 16, 7:30 PM', 'Mar 23, 7:30 PM']);
    expect(rows.map((r) => r.location)).toEqual(['Riverside Park', 'North Field', 'North Field', 'North Field']);
    expect(rows.map((r) => r.title)).toEqual(['Tuesday pickup', 'Tuesday night kickoff', 'Tuesday night kickoff', 'Tuesday night kickoff']);
    expect(rows.map((r) => Number(r.price))).toEqual([0, 5, 5, 5]);
    expect(rows[3]!.description).toBe('Bring a light and a dark shirt');
    expect(rows.map((r) => r.id)).toEqual([one!.id, two!.id, three!.id, four!.id]);

    await t.app.jobs.runDue();
    // Ben is in the third occurrence: he hears of its new time and place; Ann's (the first) did not change.
    const [update] = await updatesFor(ben, three!.id);
    expect(update).toMatchObject({ title: 'Changed: Tuesday night kickoff' });
    expect(update!.body).toContain('New time: Tue, Mar 16, 2027 · 7:30 PM');
    expect(update!.body).toContain('New place: North Field');
    expect(update!.body).toContain('The price changed');
    expect((await inbox(t.app, ann)).filter((n) => n.type === 'event_updated')).toEqual([]);
    expect((await inbox(t.app, organizer)).filter((n) => n.type === 'event_updated')).toEqual([]);
  });

  it('"this event" (the default) changes one occurrence only, and its participants hear it', async () => {
    const [one, two, three] = await tuesdays('One-off change');
    expect((await join(t.app, ann, two!.id)).statusCode).toBe(200);
    expect((await join(t.app, ben, three!.id)).statusCode).toBe(200);
    expect((await patch(two!.id, { dateTime: '2027-03-10T18:00', location: 'Indoor hall' })).statusCode).toBe(200);
    const rows = await occurrences(one!.recurringSeriesId!);
    expect(rows.map((r) => chicago(r.dateTime))).toEqual(['Mar 2, 6:00 PM', 'Mar 10, 6:00 PM', 'Mar 16, 6:00 PM', 'Mar 23, 6:00 PM']);
    expect(rows.map((r) => r.location)).toEqual(['Riverside Park', 'Indoor hall', 'Riverside Park', 'Riverside Park']);
    await t.app.jobs.runDue();
    expect(await updatesFor(ann, two!.id)).toHaveLength(1);
    expect(await updatesFor(ben, three!.id)).toEqual([]);
  });

  it('a capacity the later occurrences cannot take is refused and changes nothing; a raised one promotes their waitlists', async () => {
    const [one, , three] = await tuesdays('Capacity');
    expect((await patch(three!.id, { capacity: '3', allowWaitlist: 'true' })).statusCode).toBe(200);
    expect((await join(t.app, ann, three!.id, 1)).json().participant.status).toBe('registered');
    expect((await join(t.app, ben, three!.id)).json().participant.status).toBe('waitlisted');

    const refused = await patch(one!.id, { series: 'following', capacity: '2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.capacity).toBe(MESSAGES.event.capacityBelowTaken);
    expect((await occurrences(one!.recurringSeriesId!)).map((r) => r.capacity)).toEqual([10, 10, 3, 10]);

    expect((await patch(one!.id, { series: 'following', capacity: '12' })).statusCode).toBe(200);
    expect((await occurrences(one!.recurringSeriesId!)).map((r) => r.capacity)).toEqual([12, 12, 12, 12]);
    const detail = await t.app.inject({ url: `/api/events/${three!.id}`, headers: ben.headers });
    expect(detail.json().userParticipation.status).toBe('registered');
    await t.app.jobs.runDue();
    expect((await inbox(t.app, ben)).some((n) => n.type === 'waitlist_promoted' && n.data.eventId === three!.id)).toBe(true);
  });

  it('only the organizer edits, and "following" on an event outside a series edits that event alone', async () => {
    const [one] = await tuesdays('Rights');
    const denied = await patch(one!.id, { series: 'following', title: 'Mine now' }, ann);
    expect(denied.statusCode).toBe(403);
    const single = await createEvent(t.app, organizer, groupId, { title: 'Single' });
    const res = await patch(single.id, { series: 'following', title: 'Single, renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Single, renamed');
    expect((await patch(single.id, { series: 'sometimes' })).statusCode).toBe(400);
  });

  it('"this and all following" passes a cancelled occurrence by: cancelling is final (issue 14)', async () => {
    const [, two, three, four] = await tuesdays('Tuesday cancelled pickup');
    const cancel = await t.app.inject({ method: 'POST', url: `/api/events/${three!.id}/cancel`, headers: organizer.headers, payload: { reason: 'Pitch closed' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await patch(two!.id, { series: 'following', title: 'Tuesday kickabout', capacity: '12' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = new Map((await occurrences(two!.recurringSeriesId!)).map((r) => [r.id, r]));
    expect(rows.get(three!.id)).toMatchObject({ title: 'Tuesday cancelled pickup', capacity: 10 });
    expect(rows.get(three!.id)!.cancelledAt).not.toBeNull();
    expect(rows.get(four!.id)).toMatchObject({ title: 'Tuesday kickabout', capacity: 12 });
  });
});
