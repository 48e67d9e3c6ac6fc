/**
 * Issue 30, Kickoff in English and Spanish: answers follow the signed-in person's language setting, else
 * Accept-Language, else English (an unknown code is English, never a 500); the setting is kept on the profile; a
 * Spanish-speaking member reads an English-speaking organizer's new event in Spanish in the app, in the push and in the
 * email. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITES, MESSAGES, PLACE_MESSAGES } from '@kickoff/shared';
import { MESSAGES_ES } from '@kickoff/shared/i18n/messages-es';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, eventFields, hostedGroup, postEvent, type Person } from './helpers/events';
import { readMail } from './helpers/mail-parts';
import { inbox } from './helpers/notifications';
import { startFcmStandIn, type FcmStandIn } from './helpers/push-stand-ins';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';

let t: TestApp;
let smtp: SmtpStandIn;
let fcm: FcmStandIn;
let organizer: Person;
let member: Person;
let groupId: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  fcm = await startFcmStandIn();
  t = await createTestApp({
    env: {
      JOBS_WORKER: 'false',
      JOBS_BACKOFF_MS: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kickoff <no-reply@kickoff.example>',
      PUBLIC_URL: 'https://kickoff.example',
      FCM_SERVICE_ACCOUNT: fcm.serviceAccountJson,
      FCM_API_BASE_URL: fcm.url,
    },
  });
  const world = await hostedGroup(t.app, { organizer: 'Olivia', members: ['Mateo'] });
  ({ organizer, groupId } = world);
  member = world.members[0]!;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await fcm?.close();
});

const setLanguage = (p: Person, language: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/language', headers: p.headers, payload: { language } });
const noTitle = (p: Person, headers: Record<string, string> = {}) => {
  const fields = eventFields(groupId, { title: '' });
  return postEvent(t.app, { ...p, headers: { ...p.headers, ...headers } }, fields);
};

describe('validation and error messages', () => {
  it('answers in English by default and in Spanish for Accept-Language es-US, field messages too', async () => {
    const en = await noTitle(organizer);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ message: MESSAGES.event.titleRequired, fields: { title: MESSAGES.event.titleRequired } });
    const es = await noTitle(organizer, { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toMatchObject({ message: 'El título del partido es obligatorio', fields: { title: 'El título del partido es obligatorio' } });
    expect(String(es.headers.vary)).toMatch(/Accept-Language/);
    // Signed out, too (no session: the header decides).
    const guest = await t.app.inject({ url: '/api/user/profile', headers: { 'accept-language': 'es' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MESSAGES_ES['common.userNotAuthenticated']);
    expect(guest.json().message).not.toBe(MESSAGES.common.userNotAuthenticated);
  });

  it("translates the shared texts kept apart from MESSAGES (invite links', coordinates') through the catalogs", async () => {
    const es = { 'accept-language': 'es-US' };
    const link = (headers: Record<string, string> = {}) => t.app.inject({ url: `/api/invites/${'x'.repeat(43)}`, headers });
    expect((await link()).json().message).toBe(INVITES.messages.linkNotFound);
    const linkEs = await link(es);
    expect(linkEs.statusCode).toBe(404);
    expect(linkEs.json().message).toBe('Este enlace de invitación no es válido');
    const near = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/events?near=999,0', headers: { ...organizer.headers, ...headers } });
    expect((await near()).json()).toMatchObject({ message: PLACE_MESSAGES.near, fields: { near: PLACE_MESSAGES.near } });
    const nearEs = await near(es);
    expect(nearEs.statusCode).toBe(400);
    const spanish = 'near debe ser "<latitud>,<longitud>", con la latitud entre -90 y 90 y la longitud entre -180 y 180';
    expect(nearEs.json()).toMatchObject({ message: spanish, fields: { near: spanish } });
  });

  it('prefers the profile setting over Accept-Language, and null goes back to the browser', async () => {
    const set = await setLanguage(organizer, 'es');
    expect(set.statusCode).toBe(200);
    expect(set.json().language).toBe('es');
    expect((await noTitle(organizer)).json().message).toBe('El título del partido es obligatorio');
    expect((await noTitle(organizer, { 'accept-language': 'en-US' })).json().message).toBe('El título del partido es obligatorio');
    expect((await setLanguage(organizer, 'en')).json().language).toBe('en');
    expect((await noTitle(organizer, { 'accept-language': 'es' })).json().message).toBe(MESSAGES.event.titleRequired);
    expect((await setLanguage(organizer, null)).json().language).toBe(null);
    expect((await noTitle(organizer, { 'accept-language': 'es' })).json().message).toBe('El título del partido es obligatorio');
    const profile = await t.app.inject({ url: '/api/user/profile', headers: organizer.headers });
    expect(profile.json().language).toBe(null);
  });

  it('falls back to English for unknown codes, never a 500', async () => {
    for (const header of ['fr-FR', 'xx', '*', ';q=', 'es;q=0', 'zz-ZZ;q=abc, de', `${'a'.repeat(5000)}`]) {
      const res = await noTitle(organizer, { 'accept-language': header });
      expect(res.statusCode, header).toBe(400);
      expect(res.json().message, header).toBe(MESSAGES.event.titleRequired);
    }
    const bad = await setLanguage(organizer, 'fr');
    expect(bad.statusCode).toBe(400);
    expect((await setLanguage(organizer, 'ES')).statusCode).toBe(400);
  });
});

describe("notifications in the recipient's language", () => {
  it("a Spanish-speaking member reads an English-speaking organizer's new event in Spanish: in-app, push and email", async () => {
    expect((await setLanguage(organizer, 'en')).statusCode).toBe(200);
    expect((await setLanguage(member, 'es')).statusCode).toBe(200);
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: member.headers,
      payload: { kinds: { new_events: { email: true, push: true, inApp: true } } },
    });
    expect(prefs.statusCode).toBe(200);
    const device = await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: member.headers, payload: { token: 'mateo-phone' } });
    expect(device.statusCode).toBeLessThan(300);
    const seenMails = smtp.to(member.email).length;

    const event = await createEvent(t.app, organizer, groupId, {
      title: 'Sunday pickup',
      postToGroups: 'true',
      dateTime: '2031-12-06T10:30',
      timeZone: 'America/Chicago',
      location: 'Zilker Park',
    });
    for (let i = 0; i < 3; i++) await t.app.jobs.runDue();

    const found = (await inbox(t.app, member)).find((n) => n.type === 'new_event' && n.data.eventId === event.id);
    expect(found).toBeDefined();
    const groupName = found!.title.replace('Nuevo partido en ', '');
    expect(found!.title).toMatch(/^Nuevo partido en /);
    expect(found!.body).toBe('Sunday pickup · sáb, 6 de dic de 2031 · 10:30 a.\u00a0m. CST');

    const pushed = fcm.messages.filter((m) => m.token === 'mateo-phone' && m.data.eventId === event.id);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.notification).toEqual({ title: found!.title, body: found!.body });

    const mail = await smtp.next(member.email, seenMails);
    expect(mail.subject).toBe(`Nuevo partido en ${groupName}`);
    const { text, html } = readMail(mail.raw);
    expect(text).toContain('Hola, Mateo:');
    expect(text).toContain('Sunday pickup · sáb, 6 de dic de 2031 · 10:30 a.\u00a0m. CST');
    expect(text).toContain('Cuándo: sáb, 6 de dic de 2031 · 10:30 a.\u00a0m. CST');
    expect(text).toContain('Abrir en Kickoff: https://kickoff.example/events/');
    expect(text).toContain('Dejar de recibir correos de partidos nuevos');
    expect(html).toContain('Abrir en Kickoff');
  });
});
