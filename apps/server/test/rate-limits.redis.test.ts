/**
 * Rate limits in Redis (REDIS_URL set): the same fixed windows and answers as the database limiter; every limited
 * call (SMS sends, users search) counts in Redis and nothing in rate_limits; and when Redis is hung, down, or missing
 * at start, the limited calls answer a clean 503 (never a hang or a 500), readiness says so, and the rest works.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@kickoff/shared';
import { rateLimits } from '@kickoff/db';
import type { App } from '../src/app';
import { DatabaseRateLimiter, type RateLimiter, type RateLimitRule } from '../src/lib/rate-limit/rate-limit';
import { RedisRateLimiter } from '../src/lib/rate-limit/rate-limit-redis';
import { RedisRevocationBus } from '../src/lib/sessions/session-revocation-redis';
import { USER_SEARCH_LIMIT } from '../src/modules/groups/service-members';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn } from './helpers/auth';
import { makeGroup, person } from './helpers/events';
import { RecordingSmsSender, realLookingPhone } from './helpers/sms';
import { redisKeys, startRedisProxy, testRedisClient, testRedisUrl, type RedisProxy } from './helpers/redis';

const P = MESSAGES.phone;
const sms = new RecordingSmsSender();
let t: TestApp;
let redis: Redis;
let ipCounter = 1;
const freshIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ sms, env: { REDIS_URL: testRedisUrl() } });
  redis = testRedisClient();
});
afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

const prefix = () => t.app.config.REDIS_KEY_PREFIX;
const sendOtp = (app: App, phoneNumber: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', remoteAddress: ip, payload: { phoneNumber } });
const readyz = (app: App) => app.inject('/api/readyz');
async function rateLimitRows(app: App): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rateLimits);
  return row!.n;
}
/** Moves a number's windows into the past, as if the time had passed (the Redis twin of identity.test.ts's). */
async function letTimePass(phone: string, seconds: number) {
  for (const key of await redisKeys(redis, `${prefix()}rl:sms:number:`)) {
    if (!key.endsWith(phone)) continue;
    const left = (await redis.pttl(key)) - seconds * 1000;
    if (left > 0) await redis.pexpire(key, left);
    else await redis.del(key);
  }
}

describe('the Redis limiter answers like the database limiter', () => {
  it('gives the same answers to the same hits, windows and rule order included', async () => {
    expect(t.app.rateLimiter).toBeInstanceOf(RedisRateLimiter);
    async function scenario(limiter: RateLimiter, tag: string): Promise<boolean[]> {
      const rule = (name: string, windowSeconds: number, max: number): RateLimitRule => ({ key: `contract:${tag}:${name}`, windowSeconds, max });
      const answers: boolean[] = [];
      for (let i = 0; i < 4; i++) answers.push(await limiter.hit([rule('single', 60, 3)]));
      const pair = (n: string) => [rule('ip', 3600, 2), rule(`number:${n}`, 60, 1)];
      answers.push(await limiter.hit(pair('a'))); // ip 1, a 1
      answers.push(await limiter.hit(pair('a'))); // ip 2, a 2: over
      answers.push(await limiter.hit(pair('b'))); // ip 3: over, so b is not counted...
      answers.push(await limiter.hit([rule('number:b', 60, 1)])); // ...and b's first hit passes
      answers.push(await limiter.hit([rule('short', 1, 1)]), await limiter.hit([rule('short', 1, 1)]));
      await sleep(1100);
      answers.push(await limiter.hit([rule('short', 1, 1)]), await limiter.hit([rule('short', 1, 1)]));
      return answers;
    }
    const expected = [true, true, true, false, true, false, false, true, true, false, true, false];
    const [inDatabase, inRedis] = await Promise.all([scenario(new DatabaseRateLimiter(t.app.db), 'db'), scenario(t.app.rateLimiter, 'redis')]);
    expect(inRedis).toEqual(expected);
    expect(inDatabase).toEqual(expected);

    // How long until a next hit passes (issue 26: the sign-in dialog says it), the same from both: the full rule's
    // window, and nothing for a rule below its maximum.
    for (const [limiter, tag] of [[new DatabaseRateLimiter(t.app.db), 'db'], [t.app.rateLimiter, 'redis']] as const) {
      const wait = await limiter.retryAfter([{ key: `contract:${tag}:single`, windowSeconds: 60, max: 3 }]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await limiter.retryAfter([{ key: `contract:${tag}:single`, windowSeconds: 60, max: 10 }])).toBe(0);
    }

    const key = `${prefix()}rl:contract:redis:single`;
    expect(await redis.get(key)).toBe('4');
    expect(await redis.pttl(key)).toBeGreaterThan(55_000);
    expect(await redis.pttl(key)).toBeLessThanOrEqual(60_000);
    expect(await redis.exists(`${prefix()}rl:contract:redis:number:b`)).toBe(1);
    await t.app.db.execute(sql`delete from rate_limits where key like 'contract:db:%'`);
  });
});

describe('every limited call counts in Redis, none in the database', () => {
  it('refuses a second send to the same number within 60 s, then allows it', async () => {
    const ip = freshIp();
    const phone = realLookingPhone();
    expect((await sendOtp(t.app, phone, ip)).statusCode).toBe(200);
    const again = await sendOtp(t.app, phone, freshIp());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: P.tooManyRequests });
    expect(await redis.pttl(`${prefix()}rl:sms:number:60s:${phone}`)).toBeGreaterThan(55_000);
    expect(await redis.get(`${prefix()}rl:sms:number:1h:${phone}`)).toBe('1');
    await letTimePass(phone, 61);
    expect((await sendOtp(t.app, phone, ip)).statusCode).toBe(200);
    expect(await rateLimitRows(t.app)).toBe(0);
  });

  it('bounds the sends per number per hour and per IP address per hour', async () => {
    const phone = realLookingPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t.app, phone, freshIp())).statusCode).toBe(200);
      await letTimePass(phone, 61);
    }
    expect((await sendOtp(t.app, phone, freshIp())).statusCode).toBe(429);

    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendOtp(t.app, realLookingPhone(), ip)).statusCode).toBe(200);
    const over = await sendOtp(t.app, realLookingPhone(), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: P.tooManyRequests });
    expect((await sendOtp(t.app, realLookingPhone(), freshIp())).statusCode).toBe(200);
    expect(await redis.pttl(`${prefix()}rl:sms:ip:1h:${ip}`)).toBeGreaterThan(3_500_000);
    expect(await rateLimitRows(t.app)).toBe(0);
  });

  it('limits the users search (and add-by-email) per user', async () => {
    const creator = await person(t.app, 'Cara');
    await makeGroup(t.app, creator);
    const search = () => t.app.inject({ url: '/api/users/search?email=nobody@example.com', headers: creator.headers });
    for (let i = 0; i < USER_SEARCH_LIMIT.max; i++) expect((await search()).statusCode).toBe(200);
    const over = await search();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MESSAGES.common.rateLimited });
    const key = `${prefix()}rl:users-search:${creator.id}`;
    expect(await redis.get(key)).toBe(String(USER_SEARCH_LIMIT.max + 1));
    expect(await redis.pttl(key)).toBeGreaterThan((USER_SEARCH_LIMIT.windowSeconds - 5) * 1000);
    expect(await rateLimitRows(t.app)).toBe(0);
  });
});

describe('when Redis goes away', () => {
  let proxy: RedisProxy;
  let p: TestApp;
  beforeAll(async () => {
    proxy = await startRedisProxy();
    p = await createTestApp({ sms, env: { REDIS_URL: proxy.url } });
  });
  afterAll(async () => {
    await p?.close();
    await proxy?.close();
  });
  const profile = (headers: Record<string, string>) => p.app.inject({ url: '/api/user/profile', headers });

  it('a hung Redis: the limited call answers 503 within the command timeout, readiness fails, the rest goes on', async () => {
    const user = await signIn(p.app);
    expect((await readyz(p.app)).json()).toEqual({ status: 'ready' });
    proxy.stall();
    try {
      const started = Date.now();
      const res = await sendOtp(p.app, realLookingPhone(), freshIp());
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.common.unavailable });
      const ready = await readyz(p.app);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'redis unavailable' });
      expect((await profile(user.headers)).statusCode).toBe(200);
    } finally {
      proxy.restore();
    }
    await expect.poll(async () => (await readyz(p.app)).statusCode, { timeout: 15_000, interval: 100 }).toBe(200);
    expect((await sendOtp(p.app, realLookingPhone(), freshIp())).statusCode).toBe(200);
  });

  it('Redis down: 503 at once; cached sessions are not trusted until the subscriber is back', async () => {
    const user = await person(p.app, 'Dora');
    await makeGroup(p.app, user);
    const bus = p.app.revocationBus as RedisRevocationBus;
    expect(bus).toBeInstanceOf(RedisRevocationBus);
    expect(bus.listening).toBe(true);
    expect((await profile(user.headers)).statusCode).toBe(200);
    expect(p.app.sessionCache.get(user.token)).toBeDefined();

    proxy.cut();
    try {
      await expect.poll(() => bus.listening, { timeout: 10_000, interval: 10 }).toBe(false);
      expect(p.app.sessionCache.size).toBe(0);
      const started = Date.now();
      const send = await sendOtp(p.app, realLookingPhone(), freshIp());
      const search = await p.app.inject({ url: '/api/users/search?email=nobody@example.com', headers: user.headers });
      expect(Date.now() - started).toBeLessThan(2000);
      for (const res of [send, search]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: MESSAGES.common.unavailable });
      }
      expect((await readyz(p.app)).json()).toEqual({ status: 'redis unavailable' });
      // Signed-in calls still work, each checked against the database instead of the cache.
      expect((await profile(user.headers)).statusCode).toBe(200);
      expect(p.app.sessionCache.get(user.token)).toBeUndefined();
    } finally {
      proxy.restore();
    }
    await expect.poll(() => bus.listening, { timeout: 10_000, interval: 50 }).toBe(true);
    await expect.poll(async () => (await readyz(p.app)).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await sendOtp(p.app, realLookingPhone(), freshIp())).statusCode).toBe(200);
    expect((await profile(user.headers)).statusCode).toBe(200);
    expect(p.app.sessionCache.get(user.token)).toBeDefined();
  });
});

describe('when Redis is missing at start', () => {
  it('starts anyway, is not ready, answers 503 to limited calls and serves the rest', async () => {
    // A port with nothing listening.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const d = await createTestApp({ sms, env: { REDIS_URL: `redis://127.0.0.1:${port}/0` } });
    try {
      expect(d.app.revocationBus?.listening).toBe(false);
      const ready = await readyz(d.app);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'redis unavailable' });
      const send = await sendOtp(d.app, realLookingPhone(), freshIp());
      expect(send.statusCode).toBe(503);
      expect(send.json()).toEqual({ message: MESSAGES.common.unavailable });
      const user = await signIn(d.app);
      expect((await d.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(200);
    } finally {
      const started = Date.now();
      await d.close();
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });
});
