import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { events } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, hostedGroup, multipart, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, groupId } = await hostedGroup(t.app));
});
afterAll(async () => {
  await t?.close();
});

const series = (seriesId: string) =>
  t.app.db.select().from(events).where(eq(events.recurringSeriesId, seriesId)).orderBy(asc(events.dateTime));
const chicagoTime = (d: Date) =>
  d.toLocaleString('en-US', { timeZone: 'America/Chicago', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

describe('recurring series', () => {
  it('runs in a non-UTC process zone', () => {
    // Neither UTC nor the series' zone (vitest.config.ts: the server projects run in Pacific/Auckland).
    expect(['UTC', 'America/Chicago']).not.toContain(process.env.TZ);
  });

  it('creates weekly Tue/Thu occurrences that keep their local time across the end of DST', async () => {
    const first = await createEvent(t.app, organizer, groupId, {
      dateTime: '2027-10-26T18:00',
      timeZone: 'America/Chicago',
      isRecurring: 'true',
      recurringType: 'weekly',
      recurringDays: JSON.stringify(['tuesday', 'thursday']),
      recurringEndDate: '2027-11-18',
    });
    expect(first.occurrencesCreated).toBe(8);
    expect(first.recurringSeriesId).toBeTruthy();
    const rows = await series(first.recurringSeriesId!);
    expect(rows.map((r) => chicagoTime(r.dateTime))).toEqual([
      'Tue, Oct 26, 6:00 PM',
      'Thu, Oct 28, 6:00 PM',
      'Tue, Nov 2, 6:00 PM',
      'Thu, Nov 4, 6:00 PM',
      'Tue, Nov 9, 6:00 PM',
      'Thu, Nov 11, 6:00 PM',
      'Tue, Nov 16, 6:00 PM',
      'Thu, Nov 18, 6:00 PM',
    ]);
    // 23:00 UTC under CDT, 00:00 UTC the next day under CST.
    expect(rows[3].dateTime.toISOString()).toBe('2027-11-04T23:00:00.000Z');
    expect(rows[4].dateTime.toISOString()).toBe('2027-11-10T00:00:00.000Z');
    expect(rows.every((r) => r.isRecurring && r.recurringType === 'weekly' && r.timeZone === 'America/Chicago')).toBe(true);
  });

  it('creates monthly occurrences on the same day, or the last day of shorter months', async () => {
    const first = await createEvent(t.app, organizer, groupId, {
      dateTime: '2028-01-31T09:30',
      timeZone: 'America/Chicago',
      isRecurring: 'true',
      recurringType: 'monthly',
      recurringEndDate: '2028-06-30',
    });
    expect(first.occurrencesCreated).toBe(6);
    const rows = await series(first.recurringSeriesId!);
    expect(rows.map((r) => chicagoTime(r.dateTime))).toEqual([
      'Mon, Jan 31, 9:30 AM',
      'Tue, Feb 29, 9:30 AM',
      'Fri, Mar 31, 9:30 AM',
      'Sun, Apr 30, 9:30 AM',
      'Wed, May 31, 9:30 AM',
      'Fri, Jun 30, 9:30 AM',
    ]);
  });

  it('caps a series at 52 occurrences', async () => {
    const daily = await createEvent(t.app, organizer, groupId, {
      dateTime: '2029-01-01T07:00',
      timeZone: 'America/Chicago',
      isRecurring: 'true',
      recurringDays: JSON.stringify(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
      recurringEndDate: '2030-12-31',
    });
    expect(daily.occurrencesCreated).toBe(52);
    const open = await createEvent(t.app, organizer, groupId, { dateTime: '2029-01-01T07:00', isRecurring: 'true' });
    expect(open.occurrencesCreated).toBe(52);
    expect((await series(open.recurringSeriesId!)).length).toBe(52);
  });

  it('edits one occurrence; deletes this event or this and the later ones', async () => {
    const first = await createEvent(t.app, organizer, groupId, {
      dateTime: '2031-03-04T19:00',
      timeZone: 'America/New_York',
      isRecurring: 'true',
      recurringDays: JSON.stringify(['tuesday']),
      recurringEndDate: '2031-04-22',
    });
    expect(first.occurrencesCreated).toBe(8);
    const rows = await series(first.recurringSeriesId!);
    const form = multipart({ title: 'Special edition' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${rows[1].id}`,
      headers: { ...organizer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(edited.json().title).toBe('Special edition');
    expect((await series(first.recurringSeriesId!)).filter((r) => r.title === 'Special edition')).toHaveLength(1);

    const one = await t.app.inject({ method: 'DELETE', url: `/api/events/${rows[7].id}?series=this`, headers: organizer.headers });
    expect(one.json()).toEqual({ ok: true, deleted: 1 });
    const following = await t.app.inject({ method: 'DELETE', url: `/api/events/${rows[2].id}?series=following`, headers: organizer.headers });
    expect(following.json()).toEqual({ ok: true, deleted: 5 });
    expect((await series(first.recurringSeriesId!)).map((r) => r.id)).toEqual([rows[0].id, rows[1].id]);
    const bad = await t.app.inject({ method: 'DELETE', url: `/api/events/${rows[0].id}?series=all`, headers: organizer.headers });
    expect(bad.statusCode).toBe(400);
  });
});
