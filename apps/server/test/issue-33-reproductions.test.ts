/**
 * Issue 33 (reliability and security III): each point's reproduction from the outside probe, run against the real app
 * on PGlite and PostgreSQL. A block per point number; each fails without its fix.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '@kickoff/db';
import { MESSAGES, type UserProfile } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';
import { createGroup } from './helpers/groups';
import { person } from './helpers/people';

/** A development server (`npm start` with nothing configured): mail goes to its log, read back here. */
let dev: TestApp;
const devLog: string[] = [];
let n = 0;
const address = (name: string) => `${name}-${++n}-${Date.now().toString(36)}@mail.example`;

beforeAll(async () => {
  dev = await createTestApp({ env: { NODE_ENV: 'development', LOG_LEVEL: 'info', JOBS_WORKER: 'false' }, logStream: { write: (line) => void devLog.push(line) } });
}, 60_000);
afterAll(async () => {
  await dev?.close();
});

interface DevMail {
  to: string;
  subject: string;
  msg: string;
}
/** The mails the development sender wrote to the log, to one address. */
function devMailsTo(email: string): DevMail[] {
  return devLog
    .map((line) => JSON.parse(line) as Partial<DevMail>)
    .filter((entry): entry is DevMail => entry.to === email && typeof entry.msg === 'string' && entry.msg.startsWith('[dev mail]'));
}
const codeIn = (mail: DevMail | undefined) => /\b(\d{6})\b/.exec(mail?.msg ?? '')?.[1] ?? null;

const putEmail = (app: TestApp, user: SignedInUser, email: string, firstName = 'Nobody') =>
  app.app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload: { firstName, lastName: 'Tester', email } });
const sendEmailCode = (app: TestApp, user: SignedInUser) => app.app.inject({ method: 'POST', url: '/api/user/email/send-code', headers: user.headers });
const verifyEmail = (app: TestApp, user: SignedInUser, code: string) =>
  app.app.inject({ method: 'POST', url: '/api/user/email/verify', headers: user.headers, payload: { code } });
/** Clears the one-a-minute send limit of (account, address), as a minute passing would. */
const minutePasses = (app: TestApp, user: SignedInUser, email: string) =>
  app.app.db.execute(sql`delete from rate_limits where key = ${`email-code:60s:${user.id}:${email}`}`);

describe('point 3: a default install (no SMTP_URL) can prove an email', () => {
  it('development: the code is in the server log; once verified, a group creator finds and invites the person', async () => {
    const invitee = await signIn(dev.app);
    const email = address('devmail');
    const saved = await putEmail(dev, invitee, email, 'Devon');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UserProfile>()).toMatchObject({ pendingEmail: email, canVerifyEmail: true });

    const [mail] = devMailsTo(email);
    expect(mail?.subject).toMatch(/is your Kickoff verification code$/);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verifyEmail(dev, invitee, code!);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<UserProfile>()).toMatchObject({ email, pendingEmail: null });

    const creator = await person(dev.app, 'Creator');
    const groupId = await createGroup(dev.app, creator, { isPrivate: true, name: 'Dev Mail Crew' });
    const found = await dev.app.inject({ method: 'GET', url: `/api/users/search?email=${encodeURIComponent(email)}`, headers: creator.headers });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ id: string }[]>().map((u) => u.id)).toEqual([invitee.id]);
    const invited = await dev.app.inject({ method: 'POST', url: `/api/groups/${groupId}/add-member`, headers: creator.headers, payload: { email } });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitations = await dev.app.inject({ method: 'GET', url: '/api/user/invitations', headers: invitee.headers });
    expect(invitations.json<{ items: { group: { id: string } }[] }>().items.map((i) => i.group.id)).toEqual([groupId]);
  });

  it('production without SMTP_URL: asking for a code says plainly that the server cannot send mail (409)', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', JOBS_WORKER: 'false' } });
    try {
      const user = await signIn(prod.app);
      const email = address('prod');
      const saved = await putEmail(prod, user, email);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<UserProfile>()).toMatchObject({ pendingEmail: email, canVerifyEmail: false });
      const send = await sendEmailCode(prod, user);
      expect(send.statusCode).toBe(409);
      expect(send.json()).toEqual({ message: MESSAGES.emailVerification.mailOff });
      expect(MESSAGES.emailVerification.mailOff).toMatch(/cannot send email/);
    } finally {
      await prod.close();
    }
  });
});

describe('point 8: other accounts claiming an address cannot spend its owner\'s codes', () => {
  it('two squatters send all they may; the owner still gets a code and proves the address', async () => {
    const email = address('owner');
    for (const name of ['Squat', 'Squatter']) {
      const squatter = await signIn(dev.app);
      expect((await putEmail(dev, squatter, email, name)).statusCode).toBe(200);
      // Still bounded: a few codes an hour per account and address.
      let answer = 200;
      for (let i = 0; i < 5 && answer === 200; i++) {
        await minutePasses(dev, squatter, email);
        answer = (await sendEmailCode(dev, squatter)).statusCode;
      }
      expect(answer).toBe(429);
    }
    const squatterMails = devMailsTo(email).length;
    expect(squatterMails).toBe(6);

    const owner = await signIn(dev.app);
    expect((await putEmail(dev, owner, email, 'Owner')).statusCode).toBe(200);
    const mails = devMailsTo(email);
    expect(mails).toHaveLength(squatterMails + 1);
    const verified = await verifyEmail(dev, owner, codeIn(mails.at(-1))!);
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('point 7: an Idempotency-Key is bound to its request', () => {
  const createGroupWithKey = (user: SignedInUser, key: string, payload: object) =>
    dev.app.inject({ method: 'POST', url: '/api/groups', headers: { ...user.headers, 'idempotency-key': key }, payload });

  it('the same key with another body answers 422 and creates nothing; the same body (keys in another order) replays', async () => {
    const owner = await person(dev.app, 'Keyholder');
    const key = `group-${Date.now()}`;
    const name = `Keyed ${Math.random().toString(36).slice(2, 8)}`;
    const first = await createGroupWithKey(owner, key, { name, sportType: 'tennis', isPrivate: false });
    expect(first.statusCode).toBe(201);

    const otherBody = await createGroupWithKey(owner, key, { name, sportType: 'tennis', isPrivate: true });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ message: MESSAGES.common.idempotencyKeyOtherBody });

    const replay = await createGroupWithKey(owner, key, { isPrivate: false, sportType: 'tennis', name });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    const otherRoute = await dev.app.inject({ method: 'POST', url: `/api/groups/${first.json<{ id: string }>().id}/posts`, headers: { ...owner.headers, 'idempotency-key': key }, payload: { content: 'Hi' } });
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json()).toEqual({ message: MESSAGES.common.idempotencyKeyReused });
    expect(await dev.app.db.select({ isPrivate: groups.isPrivate }).from(groups).where(eq(groups.name, name))).toEqual([{ isPrivate: false }]);
  });
});
