/**
 * Issue 15, event-local time: the server reads a typed start in the event's zone (a DST gap is refused with a field
 * message, an overlap takes the earlier time, an offset is an instant), keeps the instant on an edit, refuses unknown
 * zones, and writes notification texts, reminders and .ics files in the event's own zone across daylight-saving
 * changes, whatever the process's own TZ (the server projects run in Pacific/Auckland, vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { events, jobs } from '@kickoff/db';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, eventFields, hostedGroup, join, multipart, postEvent, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';

let t: TestApp;
let organizer: Person;
let member: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
  const world = await hostedGroup(t.app, { members: ['Mia'] });
  organizer = world.organizer;
  member = world.members[0]!;
  groupId = world.groupId;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const patch = (id: string, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
};

/** The body of the member's newest notification of `type` about the event. */
async function bodyOf(type: string, eventId: string): Promise<string> {
  const found = (await inbox(t.app, member)).find((n) => n.type === type && n.data.eventId === eventId);
  expect(found, `${type} for ${eventId}`).toBeDefined();
  return found!.body;
}

it('runs in a process zone that is neither UTC nor the events\' zones', () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(['UTC', 'Etc/UTC', 'America/Chicago', 'Europe/Berlin']).not.toContain(zone);
  expect(new Date('2027-03-06T18:30:00').getTimezoneOffset()).not.toBe(0);
});

describe('typed starts in the event zone', () => {
  it('refuses a wall-clock time the zone skips (DST gap) with a field message, accepts the same instant with an offset', async () => {
    const gap = await postEvent(t.app, organizer, eventFields(groupId, { dateTime: '2027-03-14T02:30', timeZone: 'America/Chicago' }));
    expect(gap.statusCode).toBe(400);
    const message = '2:30 AM does not exist on Sun, Mar 14, 2027 in America/Chicago: the clocks go forward that night. Choose a later time.';
    expect(gap.json()).toMatchObject({ message, fields: { dateTime: message } });
    const offset = await createEvent(t.app, organizer, groupId, { dateTime: '2027-03-14T03:30:00-05:00', timeZone: 'America/Chicago' });
    expect(offset.dateTime).toBe('2027-03-14T08:30:00.000Z');
  });

  it('takes the earlier of a repeated hour (DST overlap)', async () => {
    const e = await createEvent(t.app, organizer, groupId, { dateTime: '2027-11-07T01:30', timeZone: 'America/Chicago' });
    expect(e.dateTime).toBe('2027-11-07T06:30:00.000Z'); // 1:30 AM CDT, not 1:30 AM CST (07:30Z)
  });

  it('refuses an unknown time zone with a field message', async () => {
    const res = await postEvent(t.app, organizer, eventFields(groupId, { dateTime: '2027-06-01T18:00', timeZone: 'Mars/Olympus_Mons' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ timeZone: MESSAGES.event.timeZoneInvalid });
    const e = await createEvent(t.app, organizer, groupId, { dateTime: '2027-06-01T18:00', timeZone: 'America/Chicago' });
    expect((await patch(e.id, { timeZone: 'Not/AZone' })).json().fields).toEqual({ timeZone: MESSAGES.event.timeZoneInvalid });
  });

  it("stores a zone typed in another case in the platform's spelling, and an alias as given", async () => {
    const e = await createEvent(t.app, organizer, groupId, { dateTime: '2027-06-01T18:00', timeZone: 'america/chicago' });
    expect(e.timeZone).toBe('America/Chicago');
    expect(e.dateTime).toBe('2027-06-01T23:00:00.000Z');
    expect((await patch(e.id, { timeZone: 'EUROPE/BERLIN' })).json().timeZone).toBe('Europe/Berlin');
    expect((await patch(e.id, { timeZone: 'Asia/Kolkata' })).json().timeZone).toBe('Asia/Kolkata');
  });

  it('keeps the instant when an edit sends the same local time and zone back, in either form', async () => {
    const e = await createEvent(t.app, organizer, groupId, { dateTime: '2027-03-20T18:30', timeZone: 'America/Chicago' });
    expect(e.dateTime).toBe('2027-03-20T23:30:00.000Z');
    const same = await patch(e.id, { title: 'Renamed', dateTime: '2027-03-20T18:30', timeZone: 'America/Chicago' });
    expect(same.json().dateTime).toBe(e.dateTime);
    const offset = await patch(e.id, { dateTime: '2027-03-20T18:30:00-05:00', timeZone: 'America/Chicago' });
    expect(offset.json().dateTime).toBe(e.dateTime);
  });
});

describe('texts in the event zone across DST', () => {
  it('new-event and changed-time notifications name the zone in effect on the day (CST, then CDT)', async () => {
    const e = await createEvent(t.app, organizer, groupId, { title: 'Saturday night', postToGroups: 'true', dateTime: '2027-03-06T18:30', timeZone: 'America/Chicago' });
    expect(e.dateTime).toBe('2027-03-07T00:30:00.000Z');
    await t.app.jobs.runDue();
    expect(await bodyOf('new_event', e.id)).toBe('Saturday night · Sat, Mar 6, 2027 · 6:30 PM CST');
    expect((await join(t.app, member, e.id)).statusCode).toBe(200);
    // Two weeks later, after the clocks went forward: same wall-clock time, an hour earlier in UTC.
    const moved = await patch(e.id, { dateTime: '2027-03-20T18:30', timeZone: 'America/Chicago' });
    expect(moved.json().dateTime).toBe('2027-03-20T23:30:00.000Z');
    await t.app.jobs.runDue();
    expect(await bodyOf('event_updated', e.id)).toBe('New time: Sat, Mar 20, 2027 · 6:30 PM CDT.');
  });

  it('southern hemisphere: Auckland events read NZDT before April and NZST after', async () => {
    const before = await createEvent(t.app, organizer, groupId, { title: 'Auckland summer', postToGroups: 'true', dateTime: '2027-04-03T19:00', timeZone: 'Pacific/Auckland' });
    const after = await createEvent(t.app, organizer, groupId, { title: 'Auckland winter', postToGroups: 'true', dateTime: '2027-04-10T19:00', timeZone: 'Pacific/Auckland' });
    expect(new Date(after.dateTime).getTime() - new Date(before.dateTime).getTime()).toBe((7 * 24 + 1) * 3600_000);
    await t.app.jobs.runDue();
    expect(await bodyOf('new_event', before.id)).toBe('Auckland summer · Sat, Apr 3, 2027 · 7:00 PM GMT+13');
    expect(await bodyOf('new_event', after.id)).toBe('Auckland winter · Sat, Apr 10, 2027 · 7:00 PM GMT+12');
  });

  it("the group's event list carries each event's zone, for screens to show its local time", async () => {
    const e = await createEvent(t.app, organizer, groupId, { title: 'Listed in Tokyo', dateTime: '2027-05-05T19:00', timeZone: 'Asia/Tokyo' });
    const res = await t.app.inject({ url: `/api/groups/${groupId}/events?limit=50`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((i: { id: string }) => i.id === e.id)).toMatchObject({ dateTime: '2027-05-05T10:00:00.000Z', timeZone: 'Asia/Tokyo' });
  });

  it('reminders say the event\'s local time and zone', async () => {
    const e = await createEvent(t.app, organizer, groupId, { title: 'Tokyo run', timeZone: 'Asia/Tokyo' });
    expect((await join(t.app, member, e.id)).statusCode).toBe(200);
    const soon = new Date(Math.ceil((Date.now() + 90 * 60_000) / 60_000) * 60_000);
    await t.app.db.update(events).set({ dateTime: soon }).where(eq(events.id, e.id));
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, `reminder:${e.id}:${member.id}`));
    await t.app.jobs.runDue();
    // Written independently of the app's formatter: Tokyo's wall clock, UTC+9, no DST.
    const tokyo = new Date(soon.getTime() + 9 * 3600_000);
    const h = tokyo.getUTCHours();
    const time = `${h % 12 || 12}:${String(tokyo.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} GMT+9`;
    const body = await bodyOf('event_reminder', e.id);
    expect(body).toContain(`· ${time} ·`);
    expect(body).toContain(`${tokyo.getUTCDate()}, ${tokyo.getUTCFullYear()}`);
  });

  it('.ics files carry TZID local times with a VTIMEZONE whose rules give the right instants on both sides of DST', async () => {
    const a = await createEvent(t.app, organizer, groupId, { title: 'Before', dateTime: '2027-03-13T18:30', timeZone: 'America/Chicago', duration: '90' });
    const b = await createEvent(t.app, organizer, groupId, { title: 'After', dateTime: '2027-03-15T18:30', timeZone: 'America/Chicago', duration: '90' });
    for (const [e, utcStart, localStart, localEnd] of [
      [a, '2027-03-14T00:30:00.000Z', '20270313T183000', '20270313T200000'],
      [b, '2027-03-15T23:30:00.000Z', '20270315T183000', '20270315T200000'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/events/${e.id}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`DTSTART;TZID=America/Chicago:${localStart}`);
      expect(res.body).toContain(`DTEND;TZID=America/Chicago:${localEnd}`);
      const root = new ICAL.Component(ICAL.parse(res.body));
      for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
      const ev = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
      expect(ev.startDate.toJSDate().toISOString()).toBe(utcStart);
    }
  });
});
