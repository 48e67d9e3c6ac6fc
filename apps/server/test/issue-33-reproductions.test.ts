/**
 * Issue 33 (reliability and security III): each point's reproduction from the outside probe, run against the real app
 * on PGlite and PostgreSQL. A block per point number; each fails without its fix.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, groups, jobs, webPushSubscriptions } from '@kickoff/db';
import { ATTENDANCE, MESSAGES, type EventTeams, type UserProfile } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';
import { createGroup } from './helpers/groups';
import { addMember, createEvent, hostedGroup, join, makeGroup, multipart, type Person } from './helpers/events';
import { browserPushKeys, inbox, webPushEnv } from './helpers/notifications';
import { person } from './helpers/people';
import { parseTestPhoneNumbers } from '../src/modules/auth/test-numbers';
import { resolveUser } from '../src/modules/data-rights/service-delete';
import { MAX_DNS_FAILURES } from '../src/modules/notifications/delivery';
import { PUSH_MESSAGES } from '../src/modules/notifications/service';

/** A development server (`npm start` with nothing configured): mail goes to its log, read back here. */
let dev: TestApp;
const devLog: string[] = [];
let n = 0;
const address = (name: string) => `${name}-${++n}-${Date.now().toString(36)}@mail.example`;

function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8'));
  return dist;
}

beforeAll(async () => {
  dev = await createTestApp({
    // TRUST_PROXY: the HTTPS of point 9f arrives as X-Forwarded-Proto from a proxy.
    // WEB_DIST_DIR: the app's pages (link previews, compression of `/`, point 10) from the web's source index.html.
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', JOBS_WORKER: 'false', TRUST_PROXY: 'true', WEB_DIST_DIR: webDist() },
    logStream: { write: (line) => void devLog.push(line) },
  });
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

const patchEvent = (id: string, headers: Record<string, string>, fields: Record<string, string>) => {
  const form = multipart(fields);
  return dev.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('point 1: people who lose sight of an event stop receiving its private content', () => {
  /** After the privacy change: a comment, a new place and a cancellation with a reason, then what the outsider got. */
  async function whatReachesThem(organizer: Person, outsider: Person, eventId: string) {
    await dev.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: organizer.headers, payload: { content: 'Door code 4321' } });
    await patchEvent(eventId, organizer.headers, { location: 'Secret New Venue 42' });
    await dev.app.inject({ method: 'POST', url: `/api/events/${eventId}/cancel`, headers: organizer.headers, payload: { reason: 'Private reason' } });
    await dev.app.jobs.runDue();
    const hostsList = (await dev.app.inject({ url: `/api/events/${eventId}/participants`, headers: organizer.headers })).json() as { userId: string }[];
    return { onHostsList: hostsList.some((p) => p.userId === outsider.id), notices: (await inbox(dev.app, outsider)).filter((n) => n.type !== 'new_event') };
  }

  it('a public group turns private: the non-member is released and told once, with nothing private', async () => {
    const [organizer, outsider] = await Promise.all([person(dev.app, 'Olga'), person(dev.app, 'Otto')]);
    const groupId = await makeGroup(dev.app, organizer);
    const event = await createEvent(dev.app, organizer, groupId, { title: 'Probe game' });
    expect((await join(dev.app, outsider, event.id)).statusCode).toBe(200);
    const form = multipart({ isPrivate: 'true' });
    expect((await dev.app.inject({ method: 'PUT', url: `/api/groups/${groupId}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload })).statusCode).toBe(200);
    expect((await dev.app.inject({ url: `/api/events/${event.id}`, headers: outsider.headers })).statusCode).toBe(404);
    const got = await whatReachesThem(organizer, outsider, event.id);
    expect(got.onHostsList).toBe(false);
    expect(got.notices.map((n) => n.title)).toEqual(['Probe game is now private']);
    expect(JSON.stringify(got.notices)).not.toMatch(/Door code|Secret New Venue|Private reason/);
  });

  it('an event moves into a private group (PATCH groupId): the same', async () => {
    const [organizer, outsider] = await Promise.all([person(dev.app, 'Olga'), person(dev.app, 'Otto')]);
    const event = await createEvent(dev.app, organizer, await makeGroup(dev.app, organizer), { title: 'Moving game' });
    expect((await join(dev.app, outsider, event.id)).statusCode).toBe(200);
    const privateGroup = await makeGroup(dev.app, organizer, { isPrivate: true });
    expect((await patchEvent(event.id, organizer.headers, { groupId: privateGroup })).statusCode).toBe(200);
    const got = await whatReachesThem(organizer, outsider, event.id);
    expect(got.onHostsList).toBe(false);
    expect(got.notices.map((n) => n.title)).toEqual(['Moving game is now private']);
    expect(JSON.stringify(got.notices)).not.toMatch(/Door code|Secret New Venue|Private reason/);
  });
});

describe('point 2: a reply notifies the author of the parent comment', () => {
  it('reaches a group member who commented without joining', async () => {
    const [organizer, member] = await Promise.all([person(dev.app, 'Olga'), person(dev.app, 'Mia')]);
    const groupId = await makeGroup(dev.app, organizer);
    await addMember(dev.app, groupId, member.id);
    const event = await createEvent(dev.app, organizer, groupId, { title: 'Reply check' });
    const comment = await dev.app.inject({ method: 'POST', url: `/api/events/${event.id}/comments`, headers: member.headers, payload: { content: 'Any spare bibs?' } });
    const reply = await dev.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/comments`,
      headers: organizer.headers,
      payload: { content: 'Yes, ten', parentCommentId: comment.json().id },
    });
    expect(reply.statusCode).toBe(201);
    await dev.app.jobs.runDue();
    expect((await inbox(dev.app, member)).filter((n) => n.type === 'event_comment')).toEqual([
      expect.objectContaining({ title: 'New reply on Reply check', body: 'Olga Tester: Yes, ten' }),
    ]);
  });
});

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

describe('point 4: an event cannot be moved into the past', () => {
  it("answers 400 with the create rule's message for 2020 and 1970", async () => {
    const organizer = await person(dev.app, 'Olga');
    const event = await createEvent(dev.app, organizer, await makeGroup(dev.app, organizer));
    for (const dateTime of ['2020-03-01T10:00:00Z', '1970-01-01T00:00:00Z']) {
      const res = await patchEvent(event.id, organizer.headers, { dateTime });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ dateTime: MESSAGES.event.dateTimePast });
    }
  });
});

describe('point 5: self check-in needs a position', () => {
  it('refuses an empty body at a place with a point; the position within 300 m checks in', async () => {
    const [organizer, player] = await Promise.all([person(dev.app, 'Olga'), person(dev.app, 'Pia')]);
    const groupId = await makeGroup(dev.app, organizer);
    await addMember(dev.app, groupId, player.id);
    const event = await createEvent(dev.app, organizer, groupId, { location: 'Zilker Park', latitude: '30.2669', longitude: '-97.7729' });
    expect((await join(dev.app, player, event.id)).statusCode).toBe(200);
    await dev.app.db.execute(`update events set date_time = now() + interval '10 minutes' where id = '${event.id}'`);
    const checkIn = (payload: object) => dev.app.inject({ method: 'POST', url: `/api/events/${event.id}/check-in`, headers: player.headers, payload });
    const blind = await checkIn({});
    expect(blind.statusCode).toBe(400);
    expect(blind.json().message).toBe(ATTENDANCE.messages.checkInNeedsPosition);
    const mine = async () =>
      ((await dev.app.inject({ url: `/api/events/${event.id}/participants`, headers: player.headers })).json() as { userId: string; attendance: string | null }[]).find(
        (p) => p.userId === player.id,
      );
    expect((await mine())?.attendance).toBeNull();
    expect((await checkIn({ latitude: 30.267, longitude: -97.773 })).statusCode).toBe(200);
    expect((await mine())?.attendance).toBe('attended');
  });
});

describe('point 6: published teams keep skill levels to the hosts', () => {
  it('shows a signed-in non-participant of a public event no level, points or totals', async () => {
    const [organizer, expert, passerby] = await Promise.all([person(dev.app, 'Olga'), person(dev.app, 'Exa'), person(dev.app, 'Pat')]);
    const groupId = await makeGroup(dev.app, organizer);
    await addMember(dev.app, groupId, expert.id);
    await dev.app.inject({ method: 'PUT', url: '/api/user/sport-skills', headers: expert.headers, payload: { skills: [{ sportType: 'soccer', level: 'expert' }] } });
    const event = await createEvent(dev.app, organizer, groupId, { sportType: 'Soccer' });
    expect((await join(dev.app, expert, event.id)).statusCode).toBe(200);
    const url = `/api/events/${event.id}/teams`;
    const draft = (await dev.app.inject({ method: 'POST', url: `${url}/balance`, headers: organizer.headers, payload: { teamCount: 2 } })).json() as NonNullable<EventTeams>;
    const teams = draft.teams.map((team) => ({ name: team.name, colour: team.colour, players: team.players.map((p) => ({ participantId: p.participantId, guest: p.guest })) }));
    expect((await dev.app.inject({ method: 'PUT', url, headers: organizer.headers, payload: { teams, publish: true } })).statusCode).toBe(200);

    const seen = (await dev.app.inject({ url, headers: passerby.headers })).json() as NonNullable<EventTeams>;
    expect(seen.published).toBe(true);
    const players = seen.teams.flatMap((team) => team.players);
    expect(players.map((p) => p.name).sort()).toEqual(['Exa Tester', 'Olga Tester']);
    expect(players.map((p) => [p.level, p.points])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(seen.teams.map((team) => team.skillTotal)).toEqual([null, null]);
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

describe('point 9a: a blocked user sees of a public group what a visitor sees', () => {
  it('the card and the event pages answer 200; every signed-in list of the group and its events answers 403', async () => {
    const { organizer, groupId, members } = await hostedGroup(dev.app, { members: ['Bea'] });
    const [blocked] = members;
    const event = await createEvent(dev.app, organizer, groupId);
    const block = await dev.app.inject({ method: 'POST', url: `/api/groups/${groupId}/block`, headers: organizer.headers, payload: { blockedUserId: blocked!.id } });
    expect(block.statusCode, block.body).toBe(200);
    const get = (url: string, user?: SignedInUser) => dev.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

    // What a visitor (signed out) gets, the blocked user gets too: the card (saying they are blocked) and the event.
    for (const url of [`/api/groups/${groupId}`, `/api/events/${event.id}`]) {
      expect((await get(url)).statusCode, `visitor ${url}`).toBe(200);
      expect((await get(url, blocked)).statusCode, `blocked ${url}`).toBe(200);
    }
    expect((await get(`/api/groups/${groupId}`, blocked)).json()).toMatchObject({ isBlocked: true, canSeeContent: false });
    // What needs sign-in is refused with the reason, for the group's lists and for its events' lists alike.
    const lists = [
      `/api/groups/${groupId}/posts`,
      `/api/groups/${groupId}/members`,
      `/api/groups/${groupId}/events`,
      `/api/events/${event.id}/participants`,
      `/api/events/${event.id}/comments`,
      `/api/events/${event.id}/teams`,
    ];
    for (const url of lists) {
      const res = await get(url, blocked);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: MESSAGES.group.blocked });
      expect((await get(url, organizer)).statusCode, `organizer ${url}`).toBe(200);
    }
  });
});

describe('point 9b: unsubscribing another account\'s Web Push endpoint', () => {
  it('answers 404 and changes nothing; the owner\'s own unsubscribe answers 200', async () => {
    const [owner, other] = await Promise.all([person(dev.app, 'Owner'), person(dev.app, 'Other')]);
    const endpoint = `https://fcm.googleapis.com/fcm/send/issue33-${Date.now().toString(36)}`;
    await dev.app.db.insert(webPushSubscriptions).values({ userId: owner.id, endpoint, p256dh: 'p', auth: 'a' });
    const unsubscribe = (user: SignedInUser) => dev.app.inject({ method: 'POST', url: '/api/notifications/web-push/unsubscribe', headers: user.headers, payload: { endpoint } });
    const stored = async () => (await dev.app.db.select({ userId: webPushSubscriptions.userId }).from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint))).map((r) => r.userId);

    const refused = await unsubscribe(other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: PUSH_MESSAGES.subscriptionNotFound });
    expect(await stored()).toEqual([owner.id]);
    expect((await unsubscribe(owner)).json()).toEqual({ ok: true });
    expect(await stored()).toEqual([]);
  });
});

describe('point 9c: a push host that does not exist', () => {
  let push: TestApp;
  beforeAll(async () => {
    push = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0', ...webPushEnv(), PUSH_ENDPOINT_HOSTS: '*.push.kickoff.invalid' } });
  }, 60_000);
  afterAll(async () => {
    await push?.close();
  });

  it('is not retried within a job, and its subscription is dropped after a bounded number of deliveries', async () => {
    const { organizer, groupId, members } = await hostedGroup(push.app, { members: ['Rex'] });
    const [reader] = members;
    const keys = browserPushKeys();
    const endpoint = `https://gone.push.kickoff.invalid/push/${randomBytes(4).toString('hex')}`;
    const subscribed = await push.app.inject({ method: 'POST', url: '/api/notifications/web-push/subscribe', headers: reader!.headers, payload: { endpoint, keys } });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const row = async () => (await push.app.db.select({ dnsFailures: webPushSubscriptions.dnsFailures }).from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint)))[0];

    for (let delivery = 1; delivery <= MAX_DNS_FAILURES; delivery++) {
      const posted = await push.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: organizer.headers, payload: { content: `Game ${delivery}` } });
      expect(posted.statusCode).toBe(201);
      await push.app.jobs.runDue();
      // Each delivery tried once: the job ended (no retry of a name that does not exist).
      const pushJobs = await push.app.db
        .select({ attempts: jobs.attempts, status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${reader!.id}`))
        .orderBy(desc(jobs.createdAt))
        .limit(1);
      expect(pushJobs).toEqual([{ attempts: 1, status: 'done' }]);
      expect(await row()).toEqual(delivery < MAX_DNS_FAILURES ? { dnsFailures: delivery } : undefined);
    }
  });
});

describe('point 9d: the admin CLI finds accounts by the test numbers sign-in accepts', () => {
  it('a test number in a reserved range resolves, with or without AUTH_TEST_PHONE_NUMBERS', async () => {
    const reserved = `+1555555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const app = await createTestApp({ env: { JOBS_WORKER: 'false', AUTH_TEST_PHONE_NUMBERS: `${reserved}:123456` } });
    try {
      const user = await signIn(app.app, reserved);
      const deps = { db: app.app.db, images: app.app.images, sessionCache: app.app.sessionCache };
      expect(await resolveUser({ ...deps, testPhoneNumbers: parseTestPhoneNumbers(app.app.config.AUTH_TEST_PHONE_NUMBERS) }, reserved)).toBe(user.id);
      // Run without the server's test-number setting (as support may): still found, as written or without "+1".
      expect(await resolveUser(deps, reserved)).toBe(user.id);
      expect(await resolveUser(deps, reserved.slice(2))).toBe(user.id);
      await expect(resolveUser(deps, 'not a number')).rejects.toThrow(/neither an email address nor a valid phone number/);
    } finally {
      await app.close();
    }
  });
});

describe('point 9e: public answers leave shared caches within seconds', () => {
  it('signed-out reads say public, max-age=0, s-maxage=5, must-revalidate, with an ETag that revalidates', async () => {
    const owner = await person(dev.app, 'Cache');
    const event = await createEvent(dev.app, owner, await createGroup(dev.app, owner));
    for (const url of ['/api/groups', '/api/events', `/api/events/${event.id}`]) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=5, must-revalidate');
      const again = await dev.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });
});

describe('point 9f: HSTS over HTTPS only', () => {
  it('absent over plain HTTP, present when a trusted proxy says the request came over HTTPS', async () => {
    for (const url of ['/', '/api/healthz']) {
      expect((await dev.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBeUndefined();
      const https = await dev.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('point 9g: Permissions-Policy', () => {
  it('turns off what the app does not use and keeps geolocation for its own pages', async () => {
    for (const url of ['/', '/api/healthz', '/api/does-not-exist']) {
      const policy = String((await dev.app.inject({ method: 'GET', url })).headers['permissions-policy'] ?? '');
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('payment=()');
      expect(policy, url).toContain('geolocation=(self)');
    }
  });
});

describe('point 10: outside clients', () => {
  /** A page's head tags: `og:title` -> contents, `canonical` -> href. */
  async function page(url: string) {
    const res = await dev.app.inject({ method: 'GET', url });
    const tags: Record<string, string[]> = {};
    for (const m of res.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) (tags[m[1]!] ??= []).push(m[2]!);
    tags.canonical = [...res.body.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => m[1]!);
    return { status: res.statusCode, tags };
  }

  it('link previews: titles cut between graphemes, image size and alt, a canonical link; an unknown event is a 404', async () => {
    const owner = await person(dev.app, 'Previewer');
    const groupId = await createGroup(dev.app, owner, { name: 'Preview Crew' });
    const event = await createEvent(dev.app, owner, groupId);
    const family = '👨‍👩‍👧‍👦';
    await dev.app.db.update(events).set({ title: `${'x'.repeat(118)}${family}⚽ and more` }).where(eq(events.id, event.id));
    const shared = await page(`/events/${event.id}`);
    expect(shared.status).toBe(200);
    // 120 graphemes at most: 118 letters, the whole family emoji, the ellipsis. Never half an emoji ("…\uFFFD").
    expect(shared.tags['og:title']).toEqual([`${'x'.repeat(118)}${family}…`]);
    expect(shared.tags['og:image:width']).toEqual(['1200']);
    expect(shared.tags['og:image:height']).toEqual(['630']);
    expect(shared.tags['og:image:alt']).toHaveLength(1);
    expect(shared.tags['twitter:image:alt']).toEqual(shared.tags['og:image:alt']);
    expect(shared.tags.canonical).toEqual([`http://localhost:3000/events/${event.id}`]);

    const unknown = await page('/events/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.tags['og:title']).toEqual(['Kickoff: find local pickup games and sports communities']);
    expect(unknown.tags.canonical).toEqual(['http://localhost:3000/']);
    // The app's other pages are the app's (200).
    expect((await page('/profile')).status).toBe(200);
  });

  it("an edited event's .ics has LAST-MODIFIED and a SEQUENCE that grows with an edit of its place", async () => {
    const owner = await person(dev.app, 'Ics');
    const event = await createEvent(dev.app, owner, await createGroup(dev.app, owner));
    // Last changed a minute ago, so the edit below is a later second.
    await dev.app.db.execute(sql`update events set updated_at = updated_at - interval '1 minute' where id = ${event.id}`);
    const ics = async () => (await dev.app.inject({ method: 'GET', url: `/api/events/${event.id}/calendar.ics` })).body;
    const field = (text: string, name: string) => new RegExp(`^${name}:(.+)$`, 'm').exec(text)?.[1]?.trim();
    const before = await ics();
    expect(field(before, 'LAST-MODIFIED')).toMatch(/^\d{8}T\d{6}Z$/);
    const sequenceBefore = Number(field(before, 'SEQUENCE'));
    expect(Number.isInteger(sequenceBefore) && sequenceBefore > 0 && sequenceBefore < 2 ** 31).toBe(true);

    const edited = await patchEvent(event.id, owner.headers, { location: 'Somewhere New 42' });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await ics();
    expect(Number(field(after, 'SEQUENCE'))).toBeGreaterThan(sequenceBefore);
    expect(field(after, 'LAST-MODIFIED')! > field(before, 'LAST-MODIFIED')!).toBe(true);
  });

  it('the personal feed: ETag and Last-Modified, 304 on If-None-Match, a refresh hint; a reset URL answers 410', async () => {
    const owner = await person(dev.app, 'Feeder');
    const event = await createEvent(dev.app, owner, await createGroup(dev.app, owner));
    const { url, token } = (await dev.app.inject({ method: 'GET', url: '/api/user/calendar-feed', headers: owner.headers })).json<{ url: string; token: string }>();
    const feedPath = new URL(url).pathname;
    const first = await dev.app.inject({ method: 'GET', url: feedPath });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`UID:${event.id}@kickoff`);
    expect(first.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(first.body).toContain('X-PUBLISHED-TTL:PT1H\r\n');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(String(first.headers['last-modified'])).getTime()).not.toBeNaN();
    const again = await dev.app.inject({ method: 'GET', url: feedPath, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Reset: the old URL is gone (410, calendar apps stop asking); a URL never issued is not found (404).
    const reset = await dev.app.inject({ method: 'POST', url: '/api/user/calendar-feed', headers: owner.headers });
    expect(reset.json<{ token: string }>().token).not.toBe(token);
    const old = await dev.app.inject({ method: 'GET', url: feedPath });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toEqual({ message: MESSAGES.event.calendarFeedReset });
    expect((await dev.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(36)}.ics` })).statusCode).toBe(404);
    // Turned off: the same.
    const current = new URL(reset.json<{ url: string }>().url).pathname;
    expect((await dev.app.inject({ method: 'DELETE', url: '/api/user/calendar-feed', headers: owner.headers })).statusCode).toBe(200);
    expect((await dev.app.inject({ method: 'GET', url: current })).statusCode).toBe(410);
  });

  it('`/` is compressed for a client that takes Brotli only', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
    expect(String(res.headers.vary)).toContain('Accept-Encoding');
  });
});
