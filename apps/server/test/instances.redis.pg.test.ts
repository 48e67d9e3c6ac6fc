/**
 * Two app instances on one PostgreSQL database with REDIS_URL set (like two server processes behind a load
 * balancer): the SMS and users-search limits are shared through Redis (the rate_limits table stays empty), and a
 * session B has cached is refused right after A ends it, the revocation travelling over Redis pub/sub with no
 * PostgreSQL listener at all. The PostgreSQL-only variants: instances.pg.test.ts, session-revocation.pg.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@kickoff/shared';
import { rateLimits } from '@kickoff/db';
import type { App } from '../src/app';
import { RedisRateLimiter } from '../src/lib/rate-limit/rate-limit-redis';
import { RedisRevocationBus } from '../src/lib/sessions/session-revocation-redis';
import { USER_SEARCH_LIMIT } from '../src/modules/groups/service-members';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn } from './helpers/auth';
import { makeGroup, person } from './helpers/events';
import { RecordingSmsSender, realLookingPhone } from './helpers/sms';
import { testRedisClient, testRedisUrl } from './helpers/redis';
import { revocationProbe } from './helpers/two-instances';

const sms = new RecordingSmsSender();
let a: TestApp;
let b: TestApp;
let redis: Redis;

beforeAll(async () => {
  const env = { REDIS_URL: testRedisUrl(), JOBS_WORKER: 'false' };
  a = await createTestApp({ sms, env });
  b = await createTestApp({ sms, shareDatabaseOf: a, env });
  redis = testRedisClient();
}, 60_000);
afterAll(async () => {
  redis?.disconnect();
  await b?.close();
  await a?.close();
});

const prefix = () => a.app.config.REDIS_KEY_PREFIX;
const sendOtp = (app: App, phoneNumber: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', remoteAddress: ip, payload: { phoneNumber } });
async function rateLimitRows(): Promise<number> {
  const [row] = await a.app.db.select({ n: count() }).from(rateLimits);
  return row!.n;
}

const { profile, droppedOnB, cachedOnB, signOutOnAReachesB, deletionOnAReachesB } = revocationProbe(() => a, () => b, 'Redis');

describe('two instances with Redis', () => {
  it('both use Redis for limits and revocations, and no PostgreSQL listener runs', async () => {
    expect(b.app.config.REDIS_KEY_PREFIX).toBe(prefix());
    for (const t of [a, b]) {
      expect(t.app.rateLimiter).toBeInstanceOf(RedisRateLimiter);
      expect(t.app.revocationBus).toBeInstanceOf(RedisRevocationBus);
      expect(t.app.revocationBus?.listening).toBe(true);
    }
    const listeners = await a.app.dbHandle.pool!.query(
      `select pid from pg_stat_activity where application_name = 'kickoff-session-listener' and datname = current_database()`,
    );
    expect(listeners.rows).toEqual([]);
    const subscribers = (await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    expect(subscribers.split('\n').filter((line) => line.includes(` name=${prefix()}session-listener `))).toHaveLength(2);
  });

  it('shares the SMS limits: a send on A holds the number and the address on B', async () => {
    const phone = realLookingPhone();
    expect((await sendOtp(a.app, phone, '10.3.0.1')).statusCode).toBe(200);
    const again = await sendOtp(b.app, phone, '10.3.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: MESSAGES.phone.tooManyRequests });

    const ip = '10.3.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await sendOtp(i % 2 ? b.app : a.app, realLookingPhone(), ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    expect(await redis.get(`${prefix()}rl:sms:number:60s:${phone}`)).toBe('2');
    expect(await redis.get(`${prefix()}rl:sms:ip:1h:${ip}`)).toBe('21');
    expect(await rateLimitRows()).toBe(0);
  });

  it('shares the users-search limit', async () => {
    const creator = await person(a.app, 'Cara');
    await makeGroup(a.app, creator);
    const statuses: number[] = [];
    for (let i = 0; i < USER_SEARCH_LIMIT.max + 2; i++) {
      const app = i % 2 ? b.app : a.app;
      statuses.push((await app.inject({ url: '/api/users/search?email=nobody@example.com', headers: creator.headers })).statusCode);
    }
    expect(statuses.slice(0, USER_SEARCH_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(USER_SEARCH_LIMIT.max)).toEqual([429, 429]);
    expect(await redis.get(`${prefix()}rl:users-search:${creator.id}`)).toBe(String(USER_SEARCH_LIMIT.max + 2));
    expect(await rateLimitRows()).toBe(0);
  });

  it('B refuses a token at once after A signs it out, though B had it cached', signOutOnAReachesB);

  it('revoke-sessions and a user deletion on A end the cached sessions on B', async () => {
    const phone = (await signIn(a.app)).phoneNumber;
    const one = await signIn(a.app, phone);
    const two = await signIn(a.app, phone);
    for (const s of [one, two]) await cachedOnB(s);
    const all = await a.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: one.headers, payload: {} });
    expect(all.statusCode).toBe(200);
    await droppedOnB(one);
    await droppedOnB(two);
    expect((await profile(b, one)).statusCode).toBe(401);
    expect((await profile(b, two)).statusCode).toBe(401);

    const user = await signIn(a.app);
    await cachedOnB(user);
    await deletionOnAReachesB(user);
  });

  it('B stops trusting its cache while its subscriber is disconnected, and trusts it again once resubscribed', async () => {
    const user = await signIn(a.app);
    await cachedOnB(user);
    const list = (await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${prefix()}session-listener `))
      .map((line) => /\bid=(\d+)/.exec(line)![1]!);
    expect(ids).toHaveLength(2);
    for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', id);
    // The caches were cleared, and a revoked session is checked against the database until the subscriber is back.
    await expect.poll(() => b.app.sessionCache.get(user.token), { timeout: 10_000, interval: 5 }).toBeUndefined();
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await profile(b, user)).statusCode).toBe(401);

    await expect.poll(() => b.app.revocationBus?.listening, { timeout: 15_000, interval: 20 }).toBe(true);
    const next = await signIn(a.app);
    await cachedOnB(next);
    const gone = await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: next.headers, payload: {} });
    expect(gone.statusCode).toBe(200);
    await droppedOnB(next);
    expect((await profile(b, next)).statusCode).toBe(401);
  });
});
