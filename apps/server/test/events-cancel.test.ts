/**
 * Cancelling an event (issue 14): hosts only, before it starts, once, with a reason; the event stays visible as
 * Cancelled, joins are refused, reminders are removed, participants are told (in-app, linking to the event), the
 * .ics files say STATUS:CANCELLED, and it is no longer featured. Cancelling is final: the event is not edited, its
 * places are not given (no promotion from the waitlist when someone leaves, no host activation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { jobs } from '@kickoff/db';
import { EVENT_CANCEL, type EventResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, multipart, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';

let t: TestApp;
let organizer: Person;
let coHost: Person;
let player: Person;
let waiting: Person;
let member: Person;
let latecomer: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
  [organizer, coHost, player, waiting, member, latecomer] = await Promise.all(
    ['Olga', 'Cole', 'Pia', 'Wes', 'Mo', 'Lee'].map((n) => person(t.app, n)),
  );
  groupId = await makeGroup(t.app, organizer);
  for (const p of [coHost, player, waiting, member, latecomer]) await addMember(t.app, groupId, p.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const cancel = (user: Person, eventId: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/cancel`, headers: user.headers, payload: payload as object });

async function fullGame() {
  const event = await createEvent(t.app, organizer, groupId, { capacity: '3', coHostIds: JSON.stringify([coHost.id]), dateTime: hoursFromNow(30) });
  expect((await join(t.app, player, event.id)).statusCode).toBe(200);
  expect((await join(t.app, waiting, event.id)).json().participant.status).toBe('waitlisted');
  return event;
}

describe('cancelling an event', () => {
  it('is for hosts only, with a reason', async () => {
    const event = await fullGame();
    const byMember = await cancel(member, event.id, { reason: 'Rain' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(EVENT_CANCEL.messages.hostsOnly);
    const blank = await cancel(organizer, event.id, { reason: '  \u200b ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(EVENT_CANCEL.messages.reasonRequired);
    const tooLong = await cancel(organizer, event.id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/cancel`, payload: { reason: 'Rain' } });
    expect(signedOut.statusCode).toBe(401);
    // Nothing changed.
    const after = (await t.app.inject({ url: `/api/events/${event.id}`, headers: player.headers })).json() as EventResponse;
    expect(after.cancelledAt).toBeNull();
  });

  it('keeps the event as Cancelled, refuses joins, removes reminders and tells its people', async () => {
    const event = await fullGame();
    expect(await t.app.db.select().from(jobs).where(like(jobs.key, `reminder:${event.id}:%`))).not.toHaveLength(0);
    const res = await cancel(coHost, event.id, { reason: 'The pitch is flooded' });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as EventResponse;
    expect(cancelled.cancelReason).toBe('The pitch is flooded');
    expect(cancelled.cancelledAt).not.toBeNull();

    // Still readable, by everyone who could read it.
    const seen = (await t.app.inject({ url: `/api/events/${event.id}`, headers: member.headers })).json() as EventResponse;
    expect(seen.cancelledAt).toBe(cancelled.cancelledAt);

    const refused = await join(t.app, latecomer, event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EVENT_CANCEL.messages.cancelled);

    expect(await t.app.db.select().from(jobs).where(like(jobs.key, `reminder:${event.id}:%`))).toHaveLength(0);

    await t.app.jobs.runDue();
    for (const p of [organizer, player, waiting]) {
      const n = (await inbox(t.app, p)).find((x) => x.type === 'event_cancelled' && x.data.eventId === event.id);
      expect(n, p.firstName).toBeDefined();
      expect(n!.body).toContain('The pitch is flooded');
    }
    // Not the host who cancelled, not members who had not joined.
    for (const p of [coHost, member]) {
      expect((await inbox(t.app, p)).some((x) => x.type === 'event_cancelled' && x.data.eventId === event.id), p.firstName).toBe(false);
    }

    const again = await cancel(organizer, event.id, { reason: 'Still flooded' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_CANCEL.messages.alreadyCancelled);
  });

  it('marks the .ics files STATUS:CANCELLED and stops featuring the event', async () => {
    const event = await createEvent(t.app, organizer, groupId, { dateTime: hoursFromNow(20) });
    await join(t.app, player, event.id);
    const featuredIds = async () =>
      ((await t.app.inject({ url: '/api/events?featured=true&limit=6', headers: player.headers })).json().items as EventResponse[]).map((e) => e.id);
    expect(await featuredIds()).toContain(event.id);
    const ics = async () => (await t.app.inject({ url: `/api/events/${event.id}/calendar.ics`, headers: player.headers })).body;
    expect(await ics()).not.toContain('STATUS:CANCELLED');
    expect((await cancel(organizer, event.id, { reason: 'Coach is ill' })).statusCode).toBe(200);
    expect(await ics()).toContain('STATUS:CANCELLED');
    const feed = (await t.app.inject({ method: 'POST', url: '/api/user/calendar-feed', headers: player.headers })).json() as { url: string };
    const feedBody = (await t.app.inject({ url: new URL(feed.url).pathname })).body;
    expect(feedBody).toContain('STATUS:CANCELLED');
    expect(await featuredIds()).not.toContain(event.id);
  });

  it('is final: no edits, no places given from the waitlist, no host moves', async () => {
    const event = await fullGame();
    expect((await cancel(organizer, event.id, { reason: 'Pitch closed' })).statusCode).toBe(200);
    const participants = async () =>
      (await t.app.inject({ url: `/api/events/${event.id}/participants`, headers: organizer.headers })).json() as { id: string; userId: string; status: string }[];

    const form = multipart({ capacity: '10', title: 'Back on' });
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(EVENT_CANCEL.messages.cancelled);

    const waitingRow = (await participants()).find((p) => p.userId === waiting.id)!;
    const activate = await t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/participants/${waitingRow.id}/activate`, headers: coHost.headers });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toBe(EVENT_CANCEL.messages.cancelled);

    // The player leaves: the place is not handed to the waitlist, and nobody hears "you're in" for a cancelled game.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: player.headers })).statusCode).toBe(200);
    expect((await participants()).find((p) => p.userId === waiting.id)?.status).toBe('waitlisted');
    await t.app.jobs.runDue();
    expect((await inbox(t.app, waiting)).some((n) => n.type === 'waitlist_promoted' && n.data.eventId === event.id)).toBe(false);
    const after = (await t.app.inject({ url: `/api/events/${event.id}`, headers: member.headers })).json() as EventResponse;
    expect(after).toMatchObject({ title: event.title, capacity: 3 });

    // Planned again by copying: the copy is a live event that people can join.
    const copy = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/copy`, headers: organizer.headers });
    expect(copy.statusCode, copy.body).toBeLessThan(300);
    const copied = copy.json() as EventResponse;
    expect(copied).toMatchObject({ cancelledAt: null, cancelReason: null });
    expect((await join(t.app, latecomer, copied.id)).statusCode).toBe(200);
  });

  it('refuses an event that has started', async () => {
    const event = await createEvent(t.app, organizer, groupId, { dateTime: hoursFromNow(2) });
    await t.app.db.execute(`update events set date_time = now() - interval '5 minutes' where id = '${event.id}'`);
    const res = await cancel(organizer, event.id, { reason: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EVENT_CANCEL.messages.startedCannotCancel);
    expect((await t.app.db.select().from(jobs).where(eq(jobs.key, `never`)))).toHaveLength(0);
  });
});
