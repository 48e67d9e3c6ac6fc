/**
 * Notification preferences honoured per channel by every sender the issue names (issue 15): a reminder, "you're off
 * the waitlist", a changed event, a cancelled event and an approved membership, each to four people whose channels
 * differ (defaults; email only; push only; nothing). In-app rows in the bell, pushes at a local FCM stand-in, mail at a
 * local SMTP stand-in. notifications-preferences.test.ts has the API and group messages; notifications-email.test.ts
 * the mails themselves. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, jobs } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, multipart, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';
import { startFcmStandIn, type FcmStandIn } from './helpers/push-stand-ins';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';

type Who = 'defaults' | 'emailOnly' | 'pushOnly' | 'nothing';
const CHANNELS: Record<Who, { push: boolean; inApp: boolean; email: boolean }> = {
  defaults: { push: true, inApp: true, email: true },
  emailOnly: { push: false, inApp: false, email: true },
  pushOnly: { push: true, inApp: false, email: false },
  nothing: { push: false, inApp: false, email: false },
};

let t: TestApp;
let fcm: FcmStandIn;
let smtp: SmtpStandIn;
let host: Person;
let groupId: string;
const people = {} as Record<Who, Person>;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  smtp = await startSmtpStandIn();
  t = await createTestApp({
    env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0', FCM_SERVICE_ACCOUNT: fcm.serviceAccountJson, FCM_API_BASE_URL: fcm.url, SMTP_URL: smtp.url },
  });
  host = await person(t.app, 'Hana');
  groupId = await makeGroup(t.app, host);
  for (const [who, name] of [['defaults', 'Dee'], ['emailOnly', 'Em'], ['pushOnly', 'Pia'], ['nothing', 'Ned']] as const) {
    const p = await person(t.app, name);
    await addMember(t.app, groupId, p.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: p.headers, payload: { token: `token-${p.id}` } })).statusCode).toBe(200);
    // Reminders and changes (waitlist, membership, cancelled or changed events) on the channels of their column.
    const channels = CHANNELS[who];
    const res = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: p.headers, payload: { kinds: { reminders: channels, changes: channels } } });
    expect(res.statusCode).toBe(200);
    people[who] = p;
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fcm?.close();
  await smtp?.close();
});

const run = async () => {
  for (let i = 0; i < 3; i++) await t.app.jobs.runDue();
};

/** What each person got of one notification type about one event or group, on each channel. */
async function expectChannels(type: string, about: { eventId?: string; groupId?: string }, subject: RegExp) {
  for (const who of Object.keys(CHANNELS) as Who[]) {
    const p = people[who];
    const matches = (data: { eventId?: string | null; groupId?: string | null }) =>
      (about.eventId === undefined || data.eventId === about.eventId) && (about.groupId === undefined || data.groupId === about.groupId);
    const rows = (await inbox(t.app, p)).filter((n) => n.type === type && matches(n.data));
    const pushes = fcm.messages.filter((m) => m.token === `token-${p.id}` && m.data.type === type && matches(m.data));
    const mails = smtp.to(p.email).filter((m) => subject.test(m.subject));
    const want = CHANNELS[who];
    expect({ inApp: rows.length, push: pushes.length, email: mails.length }, `${who} ${type}`).toEqual({
      inApp: want.inApp ? 1 : 0,
      push: want.push ? 1 : 0,
      email: want.email ? 1 : 0,
    });
  }
}

describe('every sender honours each channel', () => {
  let eventId: string;

  it("you're off the waitlist, and the event changed (its places)", async () => {
    // Two places, the host's and a filler's: everyone else waits until the host makes room.
    eventId = (await createEvent(t.app, host, groupId, { title: 'Channel game', capacity: '2', dateTime: hoursFromNow(48) })).id;
    const filler = await person(t.app, 'Fil');
    await addMember(t.app, groupId, filler.id);
    expect((await join(t.app, filler, eventId)).json().participant.status).toBe('registered');
    for (const p of Object.values(people)) expect((await join(t.app, p, eventId)).json().participant.status).toBe('waitlisted');
    const form = multipart({ capacity: '10' });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/events/${eventId}`, headers: { ...host.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    await run();
    await expectChannels('waitlist_promoted', { eventId }, /^You're in! Channel game$/);
    await expectChannels('event_updated', { eventId }, /^Changed: Channel game$/);
  });

  it('a reminder', async () => {
    await t.app.db.update(events).set({ dateTime: new Date(Date.now() + 3600_000) }).where(eq(events.id, eventId));
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(sql`${jobs.key} like ${`reminder:${eventId}:%`}`);
    await run();
    await expectChannels('event_reminder', { eventId }, /^Reminder: Channel game$/);
  });

  it('the event cancelled', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/cancel`, headers: host.headers, payload: { reason: 'Rain' } });
    expect(res.statusCode).toBe(200);
    await run();
    await expectChannels('event_cancelled', { eventId }, /^Event cancelled: Channel game$/);
  });

  it('a membership approved', async () => {
    const privateGroup = await makeGroup(t.app, host, { isPrivate: true });
    for (const p of Object.values(people)) {
      await addMember(t.app, privateGroup, p.id, 'waiting');
      const res = await t.app.inject({ method: 'PATCH', url: `/api/groups/${privateGroup}/members/${p.id}/status`, headers: host.headers, payload: { status: 'active' } });
      expect(res.statusCode).toBe(200);
    }
    await run();
    await expectChannels('membership_approved', { groupId: privateGroup }, /^Welcome to /);
  });

  it('nothing at all was queued for the person who turned every channel off', async () => {
    const queued = await t.app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(sql`${jobs.payload}->>'userId' = ${people.nothing.id} and (${jobs.key} like 'push:%' or ${jobs.key} like 'email:%')`);
    expect(queued).toEqual([]);
  });
});
