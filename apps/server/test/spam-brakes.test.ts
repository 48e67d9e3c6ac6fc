/**
 * Spam brakes on new accounts (issue 34, point 5), on PGlite and PostgreSQL: in their first hours an account may post
 * links only after its first game or group join, and its comments, posts and joins are counted per hour per account
 * and per IP range (the app's rate limiter); older accounts pass. Limits come from the configuration (small here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '@kickoff/db';
import { containsLink, MESSAGES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, makeGroup, person, type Person } from './helpers/events';
import { ipRange } from '../src/lib/spam/spam-brakes';

let t: TestApp;
let host: Person;
let groupId: string;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      JOBS_WORKER: 'false',
      SPAM_BRAKES: 'on',
      SPAM_NEW_ACCOUNT_HOURS: '24',
      SPAM_COMMENTS_PER_HOUR: '3',
      SPAM_IP_RANGE_COMMENTS_PER_HOUR: '5',
      SPAM_POSTS_PER_HOUR: '2',
      SPAM_JOINS_PER_HOUR: '2',
    },
  });
  host = await person(t.app, 'Hana');
  // The host's account is old: the brakes do not apply to it.
  await age(host, 48);
  groupId = await makeGroup(t.app, host);
  eventId = (await createEvent(t.app, host, groupId)).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function age(p: Person, hours: number) {
  await t.app.db.update(users).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(eq(users.id, p.id));
}
const comment = (p: Person, content: string, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: p.headers, payload: { content }, remoteAddress: ip });
const joinEvent = (p: Person, id: string, ip: string) => t.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers: p.headers, remoteAddress: ip });

describe('links', () => {
  it('refuses links from a new account until its first join, then lets them through', async () => {
    const newcomer = await person(t.app, 'Nia');
    for (const text of ['Cheap boots at https://spam.example/shop', 'see www.spam.example', 'bit.ly/abc for tickets']) {
      const res = await comment(newcomer, text, '198.51.100.10');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.spam.linksAfterFirstJoin);
    }
    expect((await comment(newcomer, 'Is the field 3.5 km from the station?', '198.51.100.10')).statusCode).toBe(201);
    expect((await joinEvent(newcomer, eventId, '198.51.100.10')).statusCode).toBe(200);
    expect((await comment(newcomer, 'Map: https://maps.example/field', '198.51.100.10')).statusCode).toBe(201);
  });

  it('lets an account older than the window post links without a join', async () => {
    const old = await person(t.app, 'Olu');
    await age(old, 25);
    expect((await comment(old, 'Rules: https://league.example/rules', '198.51.100.20')).statusCode).toBe(201);
  });

  it('knows a link when it sees one', () => {
    for (const text of ['https://x.example', 'http://x', 'www.club.org', 'club.com/join', 'see bit.ly/x.', 'mail a@b.com']) expect(containsLink(text)).toBe(true);
    for (const text of ['3.5 km', 'at 5.30 pm', 'e.g. bring water', 'Mr. Smith', 'v1.2 rules']) expect(containsLink(text)).toBe(false);
  });
});

describe('hourly limits', () => {
  it('limits a new account to its comments per hour (429 with Retry-After); an old account is not limited', async () => {
    const newcomer = await person(t.app, 'Nel');
    for (let i = 0; i < 3; i++) expect((await comment(newcomer, `Comment ${i}`, '192.0.2.1')).statusCode).toBe(201);
    const over = await comment(newcomer, 'One more', '192.0.2.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MESSAGES.spam.tooManyComments);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    const old = await person(t.app, 'Oda');
    await age(old, 30);
    for (let i = 0; i < 6; i++) expect((await comment(old, `Old comment ${i}`, '192.0.2.2')).statusCode).toBe(201);
  });

  it('counts new accounts per IP range (/24): a second account in the range meets the range limit, another range does not', async () => {
    const [a, b, c] = await Promise.all(['Ada', 'Bo', 'Cy'].map((n) => person(t.app, n)));
    for (let i = 0; i < 3; i++) expect((await comment(a, `A ${i}`, '203.0.113.1')).statusCode).toBe(201);
    expect((await comment(b, 'B 0', '203.0.113.77')).statusCode).toBe(201);
    expect((await comment(b, 'B 1', '203.0.113.200')).statusCode).toBe(201);
    // Five comments from 203.0.113.0/24 this hour: the sixth is refused though B has written only two.
    expect((await comment(b, 'B 2', '203.0.113.9')).statusCode).toBe(429);
    expect((await comment(c, 'C 0', '203.0.114.1')).statusCode).toBe(201);
    // IPv6: one /48.
    const [d, e] = await Promise.all(['Di', 'Ed'].map((n) => person(t.app, n)));
    for (let i = 0; i < 3; i++) expect((await comment(d, `D ${i}`, '2001:db8:aa:1::5')).statusCode).toBe(201);
    expect((await comment(e, 'E 0', '2001:db8:aa:2::9')).statusCode).toBe(201);
    expect((await comment(e, 'E 1', '2001:db8:aa:ffff::1')).statusCode).toBe(201);
    expect((await comment(e, 'E 2', '2001:db8:aa:3::1')).statusCode).toBe(429);
  });

  it('limits posts and joins (events and group requests together) per hour', async () => {
    const member = await person(t.app, 'Meg');
    await addMember(t.app, groupId, member.id);
    const writePost = (content: string) =>
      t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: member.headers, payload: { content }, remoteAddress: '100.64.1.1' });
    // A member has joined a group: links are fine; the third post within the hour is not.
    expect((await writePost('Kit list: https://kit.example')).statusCode).toBe(201);
    expect((await writePost('Second')).statusCode).toBe(201);
    const third = await writePost('Third');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MESSAGES.spam.tooManyPosts);

    const joiner = await person(t.app, 'Jo');
    const [e1, e2] = await Promise.all([createEvent(t.app, host, groupId), createEvent(t.app, host, groupId)]);
    expect((await joinEvent(joiner, e1.id, '100.64.2.1')).statusCode).toBe(200);
    const privateGroup = await makeGroup(t.app, host, { isPrivate: true });
    const ask = await t.app.inject({ method: 'POST', url: `/api/groups/${privateGroup}/join`, headers: joiner.headers, payload: {}, remoteAddress: '100.64.2.1' });
    expect(ask.statusCode).toBeLessThan(300);
    const over = await joinEvent(joiner, e2.id, '100.64.2.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MESSAGES.spam.tooManyJoins);
  });
});

describe('ipRange', () => {
  it('names the /24 of IPv4 (mapped too) and the /48 of IPv6', () => {
    expect(ipRange('203.0.113.7')).toBe('203.0.113.0/24');
    expect(ipRange('::ffff:10.1.2.3')).toBe('10.1.2.0/24');
    expect(ipRange('2001:db8:aa:1::5')).toBe('2001:db8:aa::/48');
    expect(ipRange('2001:0db8:00aa:ffff:1:2:3:4')).toBe('2001:db8:aa::/48');
    expect(ipRange('::1')).toBe('0:0:0::/48');
  });
});
