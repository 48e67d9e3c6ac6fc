/**
 * Losing sight ends participation (rulings §12, issue 33): when a public group turns private, or an event moves into a
 * private group, the participants who are not its members lose their places in the same transaction (the waitlist
 * moves up), get one notice without private details, and nothing more of the event reaches them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppNotification, ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, multipart, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const run = () => t.app.jobs.runDue();
const send = (method: 'PUT' | 'PATCH', url: string, user: Person, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({ method, url, headers: { ...user.headers, ...form.headers }, payload: form.payload });
};
const participants = async (eventId: string, viewer: Person) =>
  (await t.app.inject({ url: `/api/events/${eventId}/participants`, headers: viewer.headers })).json() as ParticipantResponse[];
const statusOf = (list: ParticipantResponse[], p: Person) => list.find((r) => r.userId === p.id)?.status ?? null;
const eventNotices = async (p: Person, eventTitle: string) =>
  (await inbox(t.app, p)).filter((n: AppNotification) => n.title.includes(eventTitle) || n.body.includes(eventTitle));
/** Push and email jobs queued for the user (every channel beyond the in-app row). */
const deliveriesTo = async (p: Person) => {
  const result = await t.app.db.execute(sql`select count(*)::int as n from jobs where kind in ('push', 'email') and payload->>'userId' = ${p.id}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!;
};

describe('a public group turns private', () => {
  it("releases non-members' places, moves the waitlist up, tells them once, and tells them nothing after", async () => {
    const [organizer, member, outsider, waiting] = await Promise.all(['Olga', 'Mia', 'Otto', 'Wes'].map((n) => person(t.app, n)));
    const groupId = await makeGroup(t.app, organizer);
    await addMember(t.app, groupId, member.id);
    // Capacity 2: the organizer and Otto (no member) hold it; Wes (no member) and Mia (a member) wait in that order.
    const event = await createEvent(t.app, organizer, groupId, { title: 'Harbour futsal', capacity: '2', location: 'Pier 4' });
    expect((await join(t.app, outsider, event.id)).json().participant.status).toBe('registered');
    expect((await join(t.app, waiting, event.id)).json().participant.status).toBe('waitlisted');
    expect((await join(t.app, member, event.id)).json().participant.status).toBe('waitlisted');
    await run();
    const before = await deliveriesTo(outsider);

    const res = await send('PUT', `/api/groups/${groupId}`, organizer, { isPrivate: 'true' });
    expect(res.statusCode, res.body).toBe(200);

    // The host's list: Otto and Wes are gone, Mia moved up into the freed place.
    const list = await participants(event.id, organizer);
    expect(statusOf(list, outsider)).toBeNull();
    expect(statusOf(list, waiting)).toBeNull();
    expect(statusOf(list, member)).toBe('registered');
    expect((await t.app.inject({ url: `/api/events/${event.id}`, headers: organizer.headers })).json().currentParticipants).toBe(2);
    expect((await t.app.inject({ url: `/api/events/${event.id}`, headers: outsider.headers })).statusCode).toBe(404);

    await run();
    for (const p of [outsider, waiting]) {
      const notices = await inbox(t.app, p);
      expect(notices.filter((n) => n.type === 'participation_changed')).toEqual([
        expect.objectContaining({ title: 'Harbour futsal is now private', data: { groupId: null, eventId: null } }),
      ]);
      expect(JSON.stringify(notices)).not.toContain('Pier 4');
    }
    expect((await inbox(t.app, member)).some((n) => n.type === 'waitlist_promoted' && n.data.eventId === event.id)).toBe(true);
    const afterNotice = await deliveriesTo(outsider);
    expect(afterNotice.n).toBe(before.n + 1); // the notice's push (mail is off in these tests)

    // A comment, a new place and the cancellation reach the members, not the two who lost sight.
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/comments`, headers: organizer.headers, payload: { content: 'Gate code 1234' } })).statusCode).toBe(201);
    expect((await send('PATCH', `/api/events/${event.id}`, organizer, { location: 'Secret New Venue 42' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/cancel`, headers: organizer.headers, payload: { reason: 'Pitch flooded' } })).statusCode).toBe(200);
    await run();
    for (const p of [outsider, waiting]) expect(await eventNotices(p, 'Harbour futsal')).toHaveLength(1);
    expect((await deliveriesTo(outsider)).n).toBe(afterNotice.n);
    const memberSaw = (await inbox(t.app, member)).map((n) => n.type);
    expect(memberSaw).toEqual(expect.arrayContaining(['event_comment', 'event_updated', 'event_cancelled']));
  });
});

describe('an event moves into a private group', () => {
  it("releases who is not in the new group; the notice names the title they knew, not the edit's", async () => {
    const [organizer, both, outsider] = await Promise.all(['Olga', 'Bea', 'Otto'].map((n) => person(t.app, n)));
    const open = await makeGroup(t.app, organizer);
    const closed = await makeGroup(t.app, organizer, { isPrivate: true });
    for (const p of [both, outsider]) await addMember(t.app, open, p.id);
    await addMember(t.app, closed, both.id);
    const event = await createEvent(t.app, organizer, open, { title: 'Open scrimmage', capacity: '6' });
    for (const p of [both, outsider]) expect((await join(t.app, p, event.id)).statusCode).toBe(200);

    const moved = await send('PATCH', `/api/events/${event.id}`, organizer, { groupId: closed, title: 'Members night', location: 'Secret New Venue 42' });
    expect(moved.statusCode, moved.body).toBe(200);
    const list = await participants(event.id, organizer);
    expect(statusOf(list, both)).toBe('registered');
    expect(statusOf(list, outsider)).toBeNull();

    await run();
    const notices = await inbox(t.app, outsider);
    expect(notices.filter((n) => n.type !== 'new_event')).toEqual([expect.objectContaining({ title: 'Open scrimmage is now private', data: { groupId: null, eventId: null } })]);
    expect(JSON.stringify(notices)).not.toMatch(/Members night|Secret New Venue/);
    // Bea stays and hears of the new place.
    expect((await inbox(t.app, both)).some((n) => n.type === 'event_updated' && n.body.includes('Secret New Venue 42'))).toBe(true);
  });
});
