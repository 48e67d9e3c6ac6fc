/**
 * Session revocation reaches every server process: two app instances share one PostgreSQL database (like two
 * processes behind a load balancer); B has a session cached, A ends it, B refuses it on its very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn } from './helpers/auth';
import { testDbKind } from './helpers/database';
import { revocationProbe } from './helpers/two-instances';

const onPostgres = testDbKind() === 'postgres';
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseOf: a });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const { profile, droppedOnB, cachedOnB, signOutOnAReachesB, deletionOnAReachesB } = revocationProbe(() => a, () => b, 'PostgreSQL');

describe.skipIf(!onPostgres)('session revocation across processes (PostgreSQL LISTEN/NOTIFY; skipped on PGlite: one process)', () => {
  it('B refuses a token at once after A signs it out, though B had it cached', signOutOnAReachesB);

  it('revoke-session and revoke-sessions on A end the cached sessions on B', async () => {
    const phone = (await signIn(a.app)).phoneNumber;
    const one = await signIn(a.app, phone);
    const two = await signIn(a.app, phone);
    const three = await signIn(a.app, phone);
    for (const s of [one, two, three]) await cachedOnB(s);

    const single = await a.app.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: one.headers, payload: { token: two.token } });
    expect(single.statusCode).toBe(200);
    await droppedOnB(two);
    expect((await profile(b, two)).statusCode).toBe(401);
    expect((await profile(b, one)).statusCode).toBe(200);

    const all = await a.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: one.headers, payload: {} });
    expect(all.statusCode).toBe(200);
    await droppedOnB(one);
    await droppedOnB(three);
    expect((await profile(b, one)).statusCode).toBe(401);
    expect((await profile(b, three)).statusCode).toBe(401);
  });

  it('a user change on A (profile, deletion) drops the user from B\'s cache', async () => {
    const user = await signIn(a.app);
    await cachedOnB(user);
    const set = await a.app.inject({ method: 'PUT', url: '/api/user/role', headers: user.headers, payload: { rolePreference: 'organizer' } });
    expect(set.statusCode).toBe(200);
    await droppedOnB(user);
    const seen = await profile(b, user);
    expect(seen.json()).toMatchObject({ rolePreference: 'organizer' });

    await deletionOnAReachesB(user);
  });

  it('B stops trusting its cache while its listener is down, and listens again after a reconnect', async () => {
    const user = await signIn(a.app);
    await cachedOnB(user);
    await a.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kickoff-session-listener' and datname = current_database()`,
    );
    // Both listeners dropped: the caches were cleared and a revoked session is checked against the database.
    await expect.poll(() => b.app.sessionCache.size, { timeout: 10_000, interval: 10 }).toBe(0);
    await expect.poll(() => b.app.sessionCache.get(user.token), { timeout: 10_000, interval: 10 }).toBeUndefined();
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await profile(b, user)).statusCode).toBe(401);

    const next = await signIn(a.app);
    await expect
      .poll(async () => {
        await profile(b, next);
        return b.app.sessionCache.get(next.token) !== undefined;
      }, { timeout: 15_000, interval: 100 })
      .toBe(true);
    const gone = await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: next.headers, payload: {} });
    expect(gone.statusCode).toBe(200);
    await droppedOnB(next);
    expect((await profile(b, next)).statusCode).toBe(401);
  });
});
