/**
 * Issue 33 (reliability and security III): each point's reproduction from the outside probe, run against the real app
 * on PGlite and PostgreSQL. A block per point number; each fails without its fix.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '@kickoff/db';
import { ATTENDANCE, MESSAGES, type EventTeams, type UserProfile } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';
import { createGroup } from './helpers/groups';
import { addMember, createEvent, join, makeGroup, multipart, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';
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
