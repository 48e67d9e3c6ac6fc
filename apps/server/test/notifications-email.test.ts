/**
 * Notification email (issue 15): the job queue mails reminders, "you're off the waitlist", membership approved and
 * event cancelled or changed over real SMTP to a local stand-in (`smtp-server`), with a plain-text and an HTML part,
 * the event's local time and zone, and a one-click unsubscribe (List-Unsubscribe https link + List-Unsubscribe-Post)
 * whose signed token turns that kind's email off for its person only; unverified addresses never get mail.
 * PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { events, jobs, users } from '@kickoff/db';
import type { NotificationPreferences } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, multipart, person, type Person } from './helpers/events';
import { readMail } from './helpers/mail-parts';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';

let smtp: SmtpStandIn;
let t: TestApp;
let host: Person;
let groupId: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn({ user: 'kickoff', pass: 's3cret' });
  t = await createTestApp({
    env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0', SMTP_URL: smtp.url, MAIL_FROM: 'Kickoff <no-reply@kickoff.example>', PUBLIC_URL: 'https://kickoff.example' },
  });
  host = await person(t.app, 'Hana');
  groupId = await makeGroup(t.app, host);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const run = async () => {
  for (let i = 0; i < 3; i++) await t.app.jobs.runDue();
};
const member = async (name: string) => {
  const p = await person(t.app, name);
  await addMember(t.app, groupId, p.id);
  return p;
};
const prefs = async (p: Person) => (await t.app.inject({ url: '/api/notifications/preferences', headers: p.headers })).json<NotificationPreferences>();
const patchEvent = (id: string, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...host.headers, ...form.headers }, payload: form.payload });
};
/** The unsubscribe link of a received mail. */
const linkOf = (raw: string) => /^<(https:\/\/[^>]+)>$/.exec(readMail(raw).header('List-Unsubscribe') ?? '')?.[1] ?? '';
const pathOf = (url: string) => url.replace('https://kickoff.example', '');
const oneClick = (url: string) =>
  t.app.inject({ method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

/** Makes a member's reminder for an event due now (the event an hour away) and runs it. */
async function reminderNow(eventId: string, userId: string) {
  await t.app.db.update(events).set({ dateTime: new Date(Date.now() + 3600_000) }).where(eq(events.id, eventId));
  await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, `reminder:${eventId}:${userId}`));
  await run();
}

describe('notification emails', () => {
  let rae: Person;

  it('a reminder: plain text and HTML, the local time with its zone, one-click unsubscribe headers', async () => {
    rae = await member('Rae');
    const event = await createEvent(t.app, host, groupId, { title: 'Tuesday futsal', dateTime: '2031-02-04T18:30', timeZone: 'America/Chicago', location: 'Eastside Gym' });
    expect((await join(t.app, rae, event.id)).statusCode).toBe(200);
    const seen = smtp.to(rae.email).length;
    // Due now, an hour before; the instant stays on Feb 4 at 6:30 PM Chicago time for the text checked below.
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, `reminder:${event.id}:${rae.id}`));
    const start = new Date(Date.now() + 3600_000);
    await t.app.db.update(events).set({ dateTime: start }).where(eq(events.id, event.id));
    await run();
    const mail = await smtp.next(rae.email, seen);
    const read = readMail(mail.raw);
    expect(mail.subject).toBe('Reminder: Tuesday futsal');
    expect(mail.from).toBe('no-reply@kickoff.example');
    expect(read.header('Content-Type')).toMatch(/^multipart\/alternative/);
    const when = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short', hour: 'numeric', minute: '2-digit' }).format(start);
    expect(read.text).toContain('Hi Rae,');
    expect(read.text).toContain('Event: Tuesday futsal');
    expect(read.text).toMatch(new RegExp(`When: \\w{3}, \\w{3} \\d{1,2}, \\d{4} · ${when.replace(/\s/g, '\\s')}`));
    expect(read.text).toMatch(/ C[SD]T$/m);
    expect(read.text).toContain('Where: Eastside Gym');
    expect(read.text).toContain(`Open in Kickoff: https://kickoff.example/events/${event.id}`);
    expect(read.html).toContain('<strong>Eastside Gym</strong>');
    const link = linkOf(mail.raw);
    expect(link).toMatch(/^https:\/\/kickoff\.example\/api\/notifications\/unsubscribe\?token=[\w.%-]+$/);
    expect(read.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(read.text).toContain(`Stop reminder emails: ${link}`);
  });

  it("you're off the waitlist", async () => {
    const [ann, wes] = [await member('Ann'), await member('Wes')];
    const event = await createEvent(t.app, host, groupId, { title: 'Tiny game', capacity: '2', dateTime: '2031-03-01T10:00', timeZone: 'Europe/London' });
    expect((await join(t.app, ann, event.id)).json().participant.status).toBe('registered');
    expect((await join(t.app, wes, event.id)).json().participant.status).toBe('waitlisted');
    const seen = smtp.to(wes.email).length;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: ann.headers })).statusCode).toBeLessThan(300);
    await run();
    const mail = await smtp.next(wes.email, seen);
    expect(mail.subject).toBe("You're in! Tiny game");
    expect(readMail(mail.raw).text).toContain('When: Sat, Mar 1, 2031 · 10:00 AM GMT');
    expect(readMail(mail.raw).header('List-Unsubscribe')).toMatch(/^<https:\/\//);
  });

  it('membership approved', async () => {
    const privateGroup = await makeGroup(t.app, host, { isPrivate: true });
    const vic = await person(t.app, 'Vic');
    await addMember(t.app, privateGroup, vic.id, 'waiting');
    const res = await t.app.inject({ method: 'PATCH', url: `/api/groups/${privateGroup}/members/${vic.id}/status`, headers: host.headers, payload: { status: 'active' } });
    expect(res.statusCode).toBe(200);
    await run();
    const mail = await smtp.next(vic.email, 0);
    expect(mail.subject).toMatch(/^Welcome to /);
    expect(readMail(mail.raw).text).toContain('Your request to join was approved.');
    expect(readMail(mail.raw).text).toContain(`https://kickoff.example/groups/${privateGroup}`);
  });

  it('event changed across the start of daylight saving (EST to EDT), then cancelled', async () => {
    const cal = await member('Cal');
    const event = await createEvent(t.app, host, groupId, { title: 'Late game', dateTime: '2031-03-08T19:00', timeZone: 'America/New_York' });
    expect((await join(t.app, cal, event.id)).statusCode).toBe(200);
    expect(event.dateTime).toBe('2031-03-09T00:00:00.000Z'); // 7 PM EST
    // A week later, after the clocks went forward on March 9: the same wall-clock time, an hour earlier in UTC.
    const moved = await patchEvent(event.id, { dateTime: '2031-03-15T19:00', timeZone: 'America/New_York' });
    expect(moved.json().dateTime).toBe('2031-03-15T23:00:00.000Z');
    await run();
    const changed = await smtp.next(cal.email, 0);
    expect(changed.subject).toBe('Changed: Late game');
    expect(readMail(changed.raw).text).toContain('New time: Sat, Mar 15, 2031 · 7:00 PM EDT.');
    expect(readMail(changed.raw).text).toContain('When: Sat, Mar 15, 2031 · 7:00 PM EDT');
    const cancel = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/cancel`, headers: host.headers, payload: { reason: 'Pitch flooded' } });
    expect(cancel.statusCode).toBe(200);
    await run();
    const cancelled = await smtp.next(cal.email, 1);
    expect(cancelled.subject).toBe('Event cancelled: Late game');
    expect(readMail(cancelled.raw).text).toContain('Pitch flooded');
    expect(readMail(cancelled.raw).text).toContain('When: Sat, Mar 15, 2031 · 7:00 PM EDT');
  });

  it('never to an unverified address or a placeholder; never for kinds whose email is off (comments by default)', async () => {
    const [una, pho] = [await member('Una'), await member('Pho')];
    await t.app.db.update(users).set({ emailVerified: false }).where(eq(users.id, una.id));
    await t.app.db.update(users).set({ email: `1201555${Date.now() % 10000}@phone.kickoff.invalid`, emailVerified: false }).where(eq(users.id, pho.id));
    const event = await createEvent(t.app, host, groupId, { title: 'Quiet game' });
    for (const p of [una, pho, rae]) expect((await join(t.app, p, event.id)).statusCode).toBe(200);
    const before = smtp.mails.length;
    await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/comments`, headers: host.headers, payload: { content: 'Bring bibs' } });
    await patchEvent(event.id, { location: 'North Field' });
    await run();
    // Rae hears of the change (verified, changes on); nobody gets the comment by mail; Una and Pho get nothing.
    const sent = smtp.mails.slice(before);
    expect(sent.map((m) => [m.to[0], m.subject])).toEqual([[rae.email, 'Changed: Quiet game']]);
    expect(await t.app.db.select().from(jobs).where(like(jobs.key, `email:%:${una.id}`))).toEqual([]);
  });
});

describe('unsubscribe', () => {
  let zed: Person;
  let yan: Person;
  let link: string;

  beforeAll(async () => {
    [zed, yan] = [await member('Zed'), await member('Yan')];
    const event = await createEvent(t.app, host, groupId, { title: 'Unsub game' });
    for (const p of [zed, yan]) expect((await join(t.app, p, event.id)).statusCode).toBe(200);
    await reminderNow(event.id, zed.id);
    link = linkOf((await smtp.next(zed.email, 0)).raw);
    expect(link).not.toBe('');
  });

  it('the link opens a page that asks first and changes nothing', async () => {
    const page = await t.app.inject({ url: pathOf(link), headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop emails about reminders?');
    expect(page.body).toContain('<form method="post"');
    expect((await prefs(zed)).kinds.reminders.email).toBe(true);
  });

  it("a forged token, or one changed to another user's id, does nothing (400)", async () => {
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const [, kind, sig] = token.split('.');
    const forged = [
      `${token.slice(0, -2)}xx`,
      `${Buffer.from(yan.id).toString('base64url')}.${kind}.${sig}`,
      `${token.split('.')[0]}.comments.${sig}`,
      'garbage',
    ];
    for (const bad of forged) {
      const res = await oneClick(`https://kickoff.example/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      const page = await t.app.inject({ url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid');
    }
    expect((await prefs(zed)).kinds.reminders.email).toBe(true);
    expect((await prefs(yan)).kinds.reminders.email).toBe(true);
    expect((await prefs(zed)).kinds.comments.email).toBe(false);
  });

  it('one click (RFC 8058 POST) turns that kind off by email for that person only, and no more mail of it comes', async () => {
    const res = await oneClick(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, kind: 'reminders' });
    const mine = await prefs(zed);
    expect(mine.kinds.reminders).toEqual({ push: true, inApp: true, email: false });
    expect(mine.kinds.changes.email).toBe(true);
    expect((await prefs(yan)).kinds.reminders.email).toBe(true);
    // Pressing the page's button again answers the done page.
    const again = await t.app.inject({ method: 'POST', url: pathOf(link), headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>You&#39;re unsubscribed</h1>');

    const event = await createEvent(t.app, host, groupId, { title: 'After unsub' });
    expect((await join(t.app, zed, event.id)).statusCode).toBe(200);
    const seen = smtp.to(zed.email).length;
    await reminderNow(event.id, zed.id);
    expect(smtp.to(zed.email).length).toBe(seen);
    // The reminder still comes in the app.
    const inbox = (await t.app.inject({ url: '/api/notifications', headers: zed.headers })).json().items as { type: string; data: { eventId: string } }[];
    expect(inbox.some((n) => n.type === 'event_reminder' && n.data.eventId === event.id)).toBe(true);
  });

  it('an email queued before the person turned it off is not sent', async () => {
    const event = await createEvent(t.app, host, groupId, { title: 'Turned off later' });
    expect((await join(t.app, yan, event.id)).statusCode).toBe(200);
    await patchEvent(event.id, { location: 'South Field' });
    await t.app.jobs.runDue(); // the fan-out queues Yan's email
    expect(await t.app.db.select().from(jobs).where(like(jobs.key, `email:%:${yan.id}`))).not.toEqual([]);
    const off = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: yan.headers, payload: { kinds: { changes: { email: false } } } });
    expect(off.statusCode).toBe(200);
    const seen = smtp.to(yan.email).length;
    await run();
    expect(smtp.to(yan.email).length).toBe(seen);
  });
});
