/**
 * Notification preferences (issue 15): per kind and per channel, with the defaults of packages/shared, read and
 * changed through the API, and honoured by the senders: in-app rows, pushes (to a local FCM stand-in) and the reminder
 * hours. Email is in notifications-email.test.ts. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '@kickoff/db';
import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationPreferences } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';
import { startFcmStandIn, type FcmStandIn } from './helpers/push-stand-ins';

let t: TestApp;
let fcm: FcmStandIn;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0', FCM_SERVICE_ACCOUNT: fcm.serviceAccountJson, FCM_API_BASE_URL: fcm.url } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fcm?.close();
});

const get = async (user: Person) => {
  const res = await t.app.inject({ url: '/api/notifications/preferences', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<NotificationPreferences>();
};
const put = (user: Person, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: user.headers, payload: payload as object });

describe('reading and changing preferences', () => {
  it('starts from the defaults: everything in the app and as push, email for reminders and changes only', async () => {
    const me = await person(t.app, 'Dana');
    expect(await get(me)).toEqual({
      kinds: DEFAULT_NOTIFICATION_CHANNELS,
      reminderHours: 2,
      email: { address: me.email, pending: false, mailEnabled: false },
    });
    expect(DEFAULT_NOTIFICATION_CHANNELS.reminders).toEqual({ push: true, inApp: true, email: true });
    expect(DEFAULT_NOTIFICATION_CHANNELS.group_messages).toEqual({ push: true, inApp: true, email: false });
  });

  it('changes only the channels named; the rest and other kinds stay', async () => {
    const me = await person(t.app, 'Eli');
    const first = await put(me, { kinds: { comments: { push: false } } });
    expect(first.statusCode).toBe(200);
    expect(first.json<NotificationPreferences>().kinds.comments).toEqual({ push: false, inApp: true, email: false });
    const second = await put(me, { kinds: { comments: { email: true }, reminders: { inApp: false } } });
    const { kinds } = second.json<NotificationPreferences>();
    expect(kinds.comments).toEqual({ push: false, inApp: true, email: true });
    expect(kinds.reminders).toEqual({ push: true, inApp: false, email: true });
    expect(kinds.group_messages).toEqual(DEFAULT_NOTIFICATION_CHANNELS.group_messages);
    // Someone else's preferences are their own.
    expect((await get(await person(t.app, 'Fox'))).kinds).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
  });

  it('refuses unknown kinds and channels, non-booleans and hours out of 1-24 (400, nothing changes)', async () => {
    const me = await person(t.app, 'Gus');
    for (const payload of [{ kinds: { marketing: { email: true } } }, { kinds: { comments: { sms: true } } }, { kinds: { comments: { push: 'no' } } }, { reminderHours: 0 }]) {
      const res = await put(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await put(me, { reminderHours: 25 })).json().fields).toEqual({ reminderHours: 'Choose between 1 and 24 hours' });
    expect(await get(me)).toMatchObject({ kinds: DEFAULT_NOTIFICATION_CHANNELS, reminderHours: 2 });
    expect((await t.app.inject({ url: '/api/notifications/preferences' })).statusCode).toBe(401);
  });

  it('sets the reminder hours (1-24) and moves pending reminders with them', async () => {
    const host = await person(t.app, 'Hal');
    const me = await person(t.app, 'Ivy');
    const groupId = await makeGroup(t.app, host);
    await addMember(t.app, groupId, me.id);
    const event = await createEvent(t.app, host, groupId, { dateTime: hoursFromNow(48) });
    expect((await join(t.app, me, event.id)).statusCode).toBe(200);
    const res = await put(me, { reminderHours: 24 });
    expect(res.json().reminderHours).toBe(24);
    expect((await t.app.inject({ url: '/api/notifications/settings', headers: me.headers })).json()).toEqual({ reminderHours: 24 });
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.key, `reminder:${event.id}:${me.id}`));
    expect(job!.runAt.getTime()).toBe(new Date(event.dateTime).getTime() - 24 * 3600_000);
  });
});

describe('the senders honour each channel', () => {
  let author: Person;
  let groupId: string;
  const people: Record<'both' | 'pushOnly' | 'appOnly' | 'neither', Person> = {} as never;

  beforeAll(async () => {
    author = await person(t.app, 'Ada');
    groupId = await makeGroup(t.app, author);
    for (const [key, name] of [['both', 'Bo'], ['pushOnly', 'Pia'], ['appOnly', 'Al'], ['neither', 'Ned']] as const) {
      const p = await person(t.app, name);
      await addMember(t.app, groupId, p.id);
      const reg = await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: p.headers, payload: { token: `token-${p.id}` } });
      expect(reg.statusCode).toBe(200);
      people[key] = p;
    }
    expect((await put(people.pushOnly, { kinds: { group_messages: { inApp: false } } })).statusCode).toBe(200);
    expect((await put(people.appOnly, { kinds: { group_messages: { push: false } } })).statusCode).toBe(200);
    expect((await put(people.neither, { kinds: { group_messages: { push: false, inApp: false } } })).statusCode).toBe(200);
  });

  const pushedTo = (p: Person, type: string) => fcm.messages.filter((m) => m.token === `token-${p.id}` && m.data.type === type);
  const rows = async (p: Person, type: string) => (await inbox(t.app, p)).filter((n) => n.type === type);

  it('a group message: in-app and push by default; push without a row; a row without push; nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content: 'Pitch booked' } });
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    expect(await rows(people.both, 'group_message')).toHaveLength(1);
    expect(pushedTo(people.both, 'group_message')).toHaveLength(1);

    expect(await rows(people.pushOnly, 'group_message')).toEqual([]);
    const [pushed] = pushedTo(people.pushOnly, 'group_message');
    expect(pushed).toMatchObject({ notification: { body: 'Ada Tester: Pitch booked' }, data: { groupId, notificationId: '', url: `/groups/${groupId}` } });
    expect(pushed!.notification.title).toMatch(/^New message in /);

    expect(await rows(people.appOnly, 'group_message')).toHaveLength(1);
    expect(pushedTo(people.appOnly, 'group_message')).toEqual([]);

    expect(await rows(people.neither, 'group_message')).toEqual([]);
    expect(pushedTo(people.neither, 'group_message')).toEqual([]);
    // Nothing was queued for them either.
    const queued = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.payload}->>'userId' = ${people.neither.id}`);
    expect(queued[0]!.n).toBe(0);
  });

  it('a kind turned off leaves the other kinds alone', async () => {
    const event = await createEvent(t.app, author, groupId, { title: 'Kind check', postToGroups: 'true' });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    for (const p of Object.values(people)) {
      expect((await rows(p, 'new_event')).filter((n) => n.data.eventId === event.id), p.firstName).toHaveLength(1);
      expect(pushedTo(p, 'new_event').filter((m) => m.data.eventId === event.id), p.firstName).toHaveLength(1);
    }
  });
});
