/**
 * Issue 30, the server's own texts beyond answers and notifications: the sign-in text message and the email
 * verification code in the asker's language, calendar files (Kickoff's words, not the organizer's) in the
 * requester's language and the feed in its owner's, and link previews of public pages in Accept-Language's, with
 * dates through Intl in the event's zone. English stays word for word. PGlite and PostgreSQL.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hostedGroup, join, person, type Person } from './helpers/events';
import { readMail } from './helpers/mail-parts';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';
import { RecordingSmsSender, realLookingPhone } from './helpers/sms';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token';

const BASE = 'https://kickoff.example';
const sms = new RecordingSmsSender();
let t: TestApp;
let smtp: SmtpStandIn;
let organizer: Person;
let member: Person;
let groupId: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8'));
  t = await createTestApp({
    sms,
    env: { JOBS_WORKER: 'false', SMTP_URL: smtp.url, MAIL_FROM: 'Kickoff <no-reply@kickoff.example>', PUBLIC_URL: BASE, WEB_DIST_DIR: dist },
  });
  const world = await hostedGroup(t.app, { organizer: 'Olivia', members: ['Mateo'] });
  ({ organizer, groupId } = world);
  member = world.members[0]!;
  expect((await setLanguage(member, 'es')).statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const setLanguage = (p: Person, language: 'en' | 'es' | null) =>
  t.app.inject({ method: 'PUT', url: '/api/user/language', headers: p.headers, payload: { language } });
/** A header's RFC 2047 encoded words ("=?UTF-8?Q?...?=") decoded, as a mail client shows them. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
/** An .ics body with its folded lines joined (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const SPANISH_DATE = 'sáb, 6 de dic de 2031 · 10:30 a.\u00a0m. CST';

describe('sign-in text message', () => {
  it("is in Accept-Language's language, English otherwise; the WebOTP line stays", async () => {
    const es = realLookingPhone();
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', headers: { 'accept-language': 'es-US,es;q=0.9' }, payload: { phoneNumber: es } });
    expect(sent.statusCode).toBe(200);
    const code = sms.lastCode(es);
    expect(sms.sent.findLast((m) => m.to === es)!.body).toBe(`Tu código de Kickoff es ${code}. Vence en 5 minutos.\n\n@kickoff.example #${code}`);

    const en = realLookingPhone();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', headers: { 'accept-language': 'fr-FR' }, payload: { phoneNumber: en } })).statusCode).toBe(200);
    const enCode = sms.lastCode(en);
    expect(sms.sent.findLast((m) => m.to === en)!.body).toBe(`Your Kickoff code is ${enCode}. It expires in 5 minutes.\n\n@kickoff.example #${enCode}`);
  });
});

describe('email verification code', () => {
  it("is mailed in the person's language setting, English word for word otherwise", async () => {
    const address = `mateo-${Date.now().toString(36)}@mail.example`;
    const put = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: member.headers, payload: { firstName: 'Mateo', lastName: 'Tester', email: address } });
    expect(put.statusCode).toBe(200);
    const mail = await smtp.next(address, 0);
    const subject = decodeWords(readMail(mail.raw).header('subject')!);
    const code = /^\d{6}/.exec(subject)![0];
    expect(subject).toBe(`${code} es tu código de verificación de Kickoff`);
    const { text, html } = readMail(mail.raw);
    expect(text).toContain(`Tu código de Kickoff es ${code}.`);
    expect(text).toContain('Vence en 30 minutos.');
    expect(text).toContain('Si no agregaste esta dirección a un perfil de Kickoff, ignora este correo');
    expect(html).toContain(`Tu código de Kickoff es <strong style="font-size:20px;letter-spacing:2px">${code}</strong>.`);

    const olivia = `olivia-${Date.now().toString(36)}@mail.example`;
    await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: organizer.headers, payload: { firstName: 'Olivia', lastName: 'Tester', email: olivia } });
    const english = await smtp.next(olivia, 0);
    expect(english.subject).toBe(`${english.code} is your Kickoff verification code`);
    expect(readMail(english.raw).text).toBe(
      [
        `Your Kickoff code is ${english.code}.`,
        '',
        'Enter it in your Kickoff profile to verify this email address. It expires in 30 minutes.',
        '',
        'If you did not add this address to a Kickoff profile, ignore this email: the address stays unverified and nobody can use it to find you.',
      ].join('\n'),
    );
  });
});

describe("an email's unsubscribe pages", () => {
  it("speak the link's person's language (their mail did), else the browser's", async () => {
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(t.app.config.authSecret, member.id, 'reminders'))}`;
    const confirm = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'en-US' } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<html lang="es">');
    expect(confirm.body).toContain('<h1>¿Dejar de recibir correos de recordatorios?</h1>');
    expect(confirm.body).toContain('Darme de baja</button>');
    const done = await t.app.inject({ method: 'POST', url, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.body).toContain('<h1>Te diste de baja</h1>');
    expect(done.body).toContain('Kickoff ya no te enviará correos de recordatorios.');

    const bad = '/api/notifications/unsubscribe?token=garbage';
    expect((await t.app.inject({ url: bad, headers: { accept: 'text/html', 'accept-language': 'es' } })).body).toContain('<h1>Este enlace no es válido</h1>');
    const english = await t.app.inject({ url: bad, headers: { accept: 'text/html' } });
    expect(english.body).toContain('<h1>This link is not valid</h1>');
    expect(english.body).toContain('This unsubscribe link is not valid. Change your email preferences in your Kickoff profile.');
  });
});

describe('calendar files', () => {
  it("write Kickoff's words in the requester's language: setting, else Accept-Language; the organizer's title stays", async () => {
    const event = await createEvent(t.app, organizer, groupId, { title: 'Sunday pickup', dateTime: '2031-12-06T10:30', timeZone: 'America/Chicago', location: 'Zilker Park' });
    const ics = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/events/${event.id}/calendar.ics`, headers });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      return unfold(res.body);
    };
    const spanish = await ics(member.headers);
    expect(spanish).toContain('SUMMARY:Sunday pickup\r\n');
    expect(spanish).toMatch(/DESCRIPTION:.*Organiza: Olivia /);
    expect(await ics({ 'accept-language': 'es-MX' })).toMatch(/DESCRIPTION:.*Organiza: Olivia /);
    // An English setting wins over the browser's Spanish.
    expect((await setLanguage(organizer, 'en')).statusCode).toBe(200);
    expect(await ics({ ...organizer.headers, 'accept-language': 'es' })).toMatch(/DESCRIPTION:.*Organizer: Olivia /);
    expect(await ics({})).toMatch(/DESCRIPTION:.*Organizer: Olivia /);

    expect((await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/cancel`, headers: organizer.headers, payload: { reason: 'Rain' } })).statusCode).toBe(200);
    expect(await ics(member.headers)).toContain('SUMMARY:Cancelado: Sunday pickup\r\n');
    expect(await ics({})).toContain('SUMMARY:Cancelled: Sunday pickup\r\n');
  });

  it("the feed (fetched with no session) speaks its owner's language", async () => {
    const event = await createEvent(t.app, organizer, groupId, { title: 'Tuesday futsal', dateTime: '2031-12-09T19:00', timeZone: 'America/Chicago' });
    expect((await join(t.app, member, event.id)).statusCode).toBe(200);
    const feedOf = async (p: Person) => new URL(((await t.app.inject({ method: 'POST', url: '/api/user/calendar-feed', headers: p.headers })).json() as { url: string }).url).pathname;
    const feed = await t.app.inject({ url: await feedOf(member) });
    expect(feed.statusCode).toBe(200);
    expect(unfold(feed.body)).toMatch(/SUMMARY:Tuesday futsal\r\n[\s\S]*DESCRIPTION:.*Organiza: Olivia /);

    // An owner with no setting: the calendar app's Accept-Language, else English.
    const pia = await person(t.app, 'Pia');
    await addMember(t.app, groupId, pia.id);
    expect((await join(t.app, pia, event.id)).statusCode).toBe(200);
    const piaFeed = await feedOf(pia);
    expect(unfold((await t.app.inject({ url: piaFeed })).body)).toMatch(/DESCRIPTION:.*Organizer: Olivia /);
    expect(unfold((await t.app.inject({ url: piaFeed, headers: { 'accept-language': 'es' } })).body)).toMatch(/DESCRIPTION:.*Organiza: Olivia /);
  });
});

describe('link previews', () => {
  async function head(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    const tags: Record<string, string> = {};
    for (const m of res.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) tags[m[1]!] = m[2]!;
    return tags;
  }

  it("of a public event and group are in Accept-Language's language, dates through Intl in the event's zone", async () => {
    const event = await createEvent(t.app, organizer, groupId, { title: 'Saturday cascarita', description: 'Bring water', dateTime: '2031-12-06T10:30', timeZone: 'America/Chicago', location: 'Zilker Park' });
    const es = await head(`/events/${event.id}`, { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(es['og:title']).toBe('Saturday cascarita');
    expect(es['og:description']).toMatch(new RegExp(`^${SPANISH_DATE} · Zilker Park · Group \\w+\\. Bring water$`));
    const en = await head(`/events/${event.id}`);
    expect(en['og:description']).toMatch(/^Sat, Dec 6, 2031 · 10:30 AM CST · Zilker Park · Group \w+\. Bring water$/);

    expect((await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/cancel`, headers: organizer.headers, payload: { reason: 'Rain' } })).statusCode).toBe(200);
    const cancelled = await head(`/events/${event.id}`, { 'accept-language': 'es' });
    expect(cancelled['og:title']).toBe('Cancelado: Saturday cascarita');
    expect(cancelled['og:description']).toMatch(new RegExp(`^Cancelado · ${SPANISH_DATE} · `));
    expect((await head(`/events/${event.id}`))['og:title']).toBe('Cancelled: Saturday cascarita');

    const group = await head(`/groups/${groupId}`, { 'accept-language': 'es' });
    expect(group['og:description']).toMatch(/^Fútbol · \d+ miembros$/);
    expect((await head(`/groups/${groupId}`))['og:description']).toMatch(/^Soccer · \d+ members$/);

    // A page with no preview of its own: the generic words, in Spanish too.
    const generic = await head('/dashboard', { 'accept-language': 'es' });
    expect(generic['og:title']).toBe('Kickoff: encuentra partidos y comunidades deportivas cerca de ti');
    expect((await head('/dashboard'))['og:title']).toBe('Kickoff: find local pickup games and sports communities');
  });
});
