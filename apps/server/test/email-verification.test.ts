/**
 * Email verification (issue 21, point 2): claiming an address without proving it cannot lock out its owner. The real
 * app sends real mail over SMTP to a local stand-in (`smtp-server`); the codes are read from the messages it received.
 * PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailClaims, users } from '@kickoff/db';
import { MESSAGES, type UserProfile } from '@kickoff/shared';
import { createTestApp, TEST_CODE, type TestApp } from './helpers/app';
import { signIn, uniqueTestPhone } from './helpers/auth';
import { createGroup } from './helpers/groups';
import { person, type Person } from './helpers/people';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';

const V = MESSAGES.emailVerification;
let smtp: SmtpStandIn;
let t: TestApp;
let off: TestApp;
let n = 0;
const address = (name: string) => `${name}-${++n}-${Date.now().toString(36)}@mail.example`;

beforeAll(async () => {
  smtp = await startSmtpStandIn({ user: 'kickoff', pass: 's3cret' });
  [t, off] = await Promise.all([
    createTestApp({ env: { JOBS_WORKER: 'false', SMTP_URL: smtp.url, MAIL_FROM: 'Kickoff <no-reply@kickoff.example>' } }),
    createTestApp({ env: { JOBS_WORKER: 'false' } }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await smtp?.close();
});

async function setEmail(app: TestApp, user: Person, email: string) {
  return app.app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload: { firstName: user.firstName, lastName: 'Tester', email } });
}
const profile = async (app: TestApp, user: Person) => (await app.app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers })).json<UserProfile>();
const verify = (app: TestApp, user: Person, code: string) => app.app.inject({ method: 'POST', url: '/api/user/email/verify', headers: user.headers, payload: { code } });
const sendCode = (app: TestApp, user: Person) => app.app.inject({ method: 'POST', url: '/api/user/email/send-code', headers: user.headers });
const lastCode = (email: string) => smtp.to(email).at(-1)?.code ?? null;

async function search(app: TestApp, creator: Person, email: string) {
  const res = await app.app.inject({ method: 'GET', url: `/api/users/search?email=${encodeURIComponent(email)}`, headers: creator.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }[]>();
}

describe('email verification over SMTP', () => {
  it('mails a real code; entering it makes the address the verified one', async () => {
    const user = await person(t.app, 'Vera');
    const email = address('vera');
    const res = await setEmail(t, user, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pendingEmail: email, canVerifyEmail: true, email: user.email });

    const mail = smtp.to(email).at(-1)!;
    expect(mail.from).toBe('no-reply@kickoff.example');
    expect(mail.raw).toMatch(/^From: Kickoff <no-reply@kickoff\.example>$/m);
    expect(mail.subject).toBe(`${mail.code} is your Kickoff verification code`);
    expect(mail.raw).toContain(`Your Kickoff code is ${mail.code}.`);
    expect(mail.raw).toContain('It expires in 30 minutes.');

    const verified = await verify(t, user, mail.code!);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, pendingEmail: null });
    const [row] = await t.app.db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ email, emailVerified: true });
    // Saving the profile again with the same address sends nothing and keeps it verified.
    const before = smtp.mails.length;
    expect((await setEmail(t, user, email.toUpperCase())).json()).toMatchObject({ email, pendingEmail: null });
    expect(smtp.mails.length).toBe(before);
  });

  it("an unverified claim never locks out the address's owner, and the owner's proof clears it", async () => {
    const squatter = await person(t.app, 'Squatter');
    const owner = await person(t.app, 'Owner');
    const creator = await person(t.app, 'Creator');
    await createGroup(t.app, creator);
    const email = address('owner');

    expect((await setEmail(t, squatter, email)).statusCode).toBe(200);
    // No 409: the answer tells nobody whether another account uses the address.
    const claimed = await setEmail(t, owner, email);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ pendingEmail: email });
    // Group creators find verified addresses only.
    expect(await search(t, creator, email)).toEqual([]);

    // Both claims mailed a code to the address: only its owner reads them.
    const [squattersCode, ownersCode] = smtp.to(email).slice(-2).map((m) => m.code!);
    expect(squattersCode).not.toBe(ownersCode);
    expect((await verify(t, owner, ownersCode!)).statusCode).toBe(200);
    expect(await search(t, creator, email)).toEqual([expect.objectContaining({ id: owner.id })]);
    // The squatter's claim is gone, and so is its code (which it never had anyway).
    expect((await profile(t, squatter)).pendingEmail).toBeNull();
    const late = await verify(t, squatter, squattersCode!);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: V.nothingToVerify });
  });

  it('another account that proves an address already verified elsewhere gets 409 (after the code, never before)', async () => {
    const first = await person(t.app, 'First');
    const second = await person(t.app, 'Second');
    const email = address('shared');
    await setEmail(t, first, email);
    expect((await verify(t, first, lastCode(email)!)).statusCode).toBe(200);
    expect((await setEmail(t, second, email)).statusCode).toBe(200);
    const wrong = await verify(t, second, lastCode(email) === '000000' ? '111111' : '000000');
    expect(wrong.json()).toEqual({ message: V.codeWrong });
    const res = await verify(t, second, lastCode(email)!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.profile.emailTaken });
  });

  it('5 wrong codes end the code; a new one works; sends are limited per address and account', async () => {
    const user = await person(t.app, 'Guess');
    const email = address('guess');
    await setEmail(t, user, email);
    const code = lastCode(email)!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) expect((await verify(t, user, wrong)).json()).toEqual({ message: V.codeWrong });
    const fifth = await verify(t, user, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: V.tooManyAttempts });
    expect((await verify(t, user, code)).statusCode).toBe(429);

    // One send a minute per account and address: the profile's save just sent one.
    const tooSoon = await sendCode(t, user);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: V.tooManySends });
    // A minute later (the counter's window moved on), a new code replaces the dead one.
    await t.app.db.execute(sql`delete from rate_limits where key = ${`email-code:60s:${user.id}:${email}`}`);
    const again = await sendCode(t, user);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ email });
    expect((await verify(t, user, lastCode(email)!)).statusCode).toBe(200);
  });

  it('a change to another address is mailed at once; five codes an hour per account', async () => {
    const user = await person(t.app, 'Hops');
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = address('hop');
      await setEmail(t, user, email);
      if (lastCode(email)) sent.push(email);
    }
    expect(sent).toHaveLength(5);
    const sixth = address('hop');
    expect((await setEmail(t, user, sixth)).json()).toMatchObject({ pendingEmail: sixth });
    expect(smtp.to(sixth)).toHaveLength(0);
    const limited = await sendCode(t, user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: V.tooManySends });
  });

  it('checks the code format, and answers 400 when nothing waits for a code', async () => {
    const user = await person(t.app, 'Format');
    for (const code of ['12345', 'abcdef', '1234567', '']) {
      const res = await verify(t, user, code);
      expect(res.statusCode).toBe(400);
    }
    const none = await sendCode(t, user);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: V.nothingToVerify });
  });

  it('a mail server that refuses the message: the claim stays, send-code answers 503', async () => {
    const user = await person(t.app, 'Refused');
    const email = address('refused');
    smtp.refuse(550);
    try {
      const res = await setEmail(t, user, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ pendingEmail: email });
      await t.app.db.execute(sql`delete from rate_limits where key = ${`email-code:60s:${user.id}:${email}`}`);
      const retry = await sendCode(t, user);
      expect(retry.statusCode).toBe(503);
      expect(retry.json()).toEqual({ message: V.sendFailed });
    } finally {
      smtp.refuse(null);
    }
  });

  it('the sign-up email given with the phone code is claimed and mailed, not stored unproven', async () => {
    const email = address('signup');
    const phoneNumber = uniqueTestPhone();
    await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber, code: TEST_CODE, email, firstName: 'Sam' } });
    expect(res.statusCode).toBe(200);
    const userId = res.json<{ user: { id: string } }>().user.id;
    const [claim] = await t.app.db.select({ email: emailClaims.email }).from(emailClaims).where(eq(emailClaims.userId, userId));
    expect(claim).toEqual({ email });
    const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect(row!.email).not.toBe(email);
    expect(lastCode(email)).toMatch(/^\d{6}$/);
  });
});

describe('email verification with mail off (no SMTP_URL)', () => {
  it('keeps the address unverified, says so, and group creators cannot find it', async () => {
    const user = await person(off.app, 'Offline');
    const creator = await person(off.app, 'Lead');
    await createGroup(off.app, creator);
    const email = address('offline');
    const res = await setEmail(off, user, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pendingEmail: email, canVerifyEmail: false });
    const send = await sendCode(off, user);
    expect(send.statusCode).toBe(409);
    expect(send.json()).toEqual({ message: V.mailOff });
    expect(await search(off, creator, email)).toEqual([]);
    // A second account may claim it too: claims are not unique.
    const other = await signIn(off.app);
    const again = await off.app.inject({ method: 'PUT', url: '/api/user/profile', headers: other.headers, payload: { firstName: 'Other', lastName: 'One', email } });
    expect(again.statusCode).toBe(200);
  });
});

describe('migration 0010: addresses given before verification existed', () => {
  it('become claims, and phone accounts get their placeholder back; Google-proven and placeholder addresses stay', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { migrationsFolder } = await import('@kickoff/db');
    const statements = readFileSync(path.join(migrationsFolder, '0010_email_claims.sql'), 'utf8').split('--> statement-breakpoint');
    // The data move: the last two statements of the migration, run over rows as the old code wrote them.
    const dataMove = statements.slice(-2);
    expect(dataMove.join('')).toMatch(/INSERT INTO "email_claims"[\s\S]*UPDATE "users"/);

    // A database of its own: the other tests' people (written straight to users.email by the factory) would be moved too.
    const fresh = await createTestApp({ env: { JOBS_WORKER: 'false' } });
    try {
      const claimed = await signIn(fresh.app);
      const google = await signIn(fresh.app);
      const untouched = await signIn(fresh.app);
      const oldEmail = address('legacy');
      const googleEmail = address('google');
      await fresh.app.db.update(users).set({ email: oldEmail, emailVerified: false }).where(eq(users.id, claimed.id));
      await fresh.app.db.update(users).set({ email: googleEmail, emailVerified: true, phoneNumber: null }).where(eq(users.id, google.id));
      const [before] = await fresh.app.db.select({ email: users.email }).from(users).where(eq(users.id, untouched.id));
      for (const statement of dataMove) await fresh.app.db.execute(sql.raw(statement));

      const rows = await fresh.app.db.select({ id: users.id, email: users.email }).from(users);
      const emailOf = (id: string) => rows.find((r) => r.id === id)!.email;
      expect(emailOf(claimed.id)).toBe(`${claimed.phoneNumber.replace(/\D/g, '')}@phone.kickoff.invalid`);
      expect(emailOf(google.id)).toBe(googleEmail);
      expect(emailOf(untouched.id)).toBe(before!.email);
      const claims = await fresh.app.db.select({ userId: emailClaims.userId, email: emailClaims.email }).from(emailClaims);
      expect(claims).toContainEqual({ userId: claimed.id, email: oldEmail });
      expect(claims.some((c) => c.userId === google.id || c.userId === untouched.id)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
