/**
 * A suspension on one instance ends the person's sessions on every instance at once (issue 34): B had the session
 * cached and a live stream open; after A's answer B refuses the token and the stream ends with `revoked`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn } from './helpers/auth';
import { testDbKind } from './helpers/database';
import { person } from './helpers/events';
import { listening, openLive } from './helpers/live';
import { actOn, caseOf, fileReport, moderator } from './helpers/moderation';
import { revocationProbe } from './helpers/two-instances';

const onPostgres = testDbKind() === 'postgres';
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  b = await createTestApp({ shareDatabaseOf: a, env: { JOBS_WORKER: 'false' } });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const { profile, droppedOnB, cachedOnB } = revocationProbe(() => a, () => b, 'PostgreSQL');

describe.skipIf(!onPostgres)('suspension across instances (PostgreSQL LISTEN/NOTIFY; skipped on PGlite: one process)', () => {
  it("a suspension on A ends the person's cached session and live stream on B at once", async () => {
    const [mod, reporter] = [await moderator(a.app), await person(a.app, 'Rep')];
    // Signed in, not person(): person() revokes the new user's sessions to refresh their name, and that revocation
    // reaching B late would drop B's cached session before the suspension does (a race, not the test).
    const suspect = await signIn(a.app);
    await cachedOnB(suspect);
    const stream = await openLive(await listening(b.app), ['me'], { token: suspect.token });
    expect(stream.status).toBe(200);
    expect((await fileReport(a.app, reporter, { targetType: 'profile', targetId: suspect.id, reason: 'violence' })).statusCode).toBe(201);
    const found = (await caseOf(a.app, mod, suspect.id))!;
    expect((await actOn(a.app, mod, found.id, { action: 'suspend', reason: 'Threats', days: 1 })).statusCode).toBe(200);
    await droppedOnB(suspect);
    expect((await profile(b, suspect)).statusCode).toBe(401);
    await stream.next((e) => e.event === 'revoked', 15_000);
    await stream.ended;
    stream.close();
  });
});
