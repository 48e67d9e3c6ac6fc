/**
 * Two app instances on one database (like two server processes behind a load balancer): probes that a session B has
 * cached follows what A does to it, whatever carries the revocation (PostgreSQL LISTEN/NOTIFY or Redis pub/sub).
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@kickoff/db';
import type { TestApp } from './app';
import { signIn, type SignedInUser } from './auth';

/** `a()` and `b()` give the instances once the file's beforeAll made them; `via` names the transport in the log. */
export function revocationProbe(a: () => TestApp, b: () => TestApp, via: string) {
  const profile = (t: TestApp, user: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });

  /**
   * How long after A's answer B dropped the session (printed). A's answer goes out after the transport delivered the
   * message back to A; B reads it from its own connection, typically within a few milliseconds. The bound is loose on
   * purpose: a shared CI machine may pause a process for a moment; the cache's own lifetime is far longer, so a pass
   * still proves the push.
   */
  async function droppedOnB(user: SignedInUser) {
    const started = Date.now();
    await expect.poll(() => b().app.sessionCache.get(user.token), { timeout: 10_000, interval: 2 }).toBeUndefined();
    const ms = Date.now() - started;
    console.log(`session dropped on B ${ms} ms after A's answer (${via})`);
    return ms;
  }

  async function cachedOnB(user: SignedInUser) {
    expect((await profile(b(), user)).statusCode).toBe(200);
    expect(b().app.sessionCache.get(user.token)).toBeDefined();
  }

  /** B refuses a token at once after A signs it out, though B had it cached. */
  async function signOutOnAReachesB() {
    const user = await signIn(a().app);
    await cachedOnB(user);
    const out = await a().app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await droppedOnB(user)).toBeLessThan(10_000);
    expect((await profile(b(), user)).statusCode).toBe(401);
  }

  /** Deleting the user row on A (sessions cascade) and revoking the user: B refuses the cached token at once. */
  async function deletionOnAReachesB(user: SignedInUser) {
    await a().app.db.delete(users).where(eq(users.id, user.id));
    await a().app.sessionCache.revoke({ kind: 'user', userId: user.id });
    await droppedOnB(user);
    expect((await profile(b(), user)).statusCode).toBe(401);
  }

  return { profile, droppedOnB, cachedOnB, signOutOnAReachesB, deletionOnAReachesB };
}
