/**
 * Slow push targets cannot stall other users (issue 21, point 1): 20 accounts with 10 tarpit endpoints each (a
 * server that accepts the connection and never answers) plus one account with 200 such rows stored before the cap,
 * all notified at once; while their pushes hang, a bystander in another group must get the in-app notification and
 * the push within 2 s. The hanging jobs hold short leases (seconds, not 5 minutes).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, webPushSubscriptions } from '@kickoff/db';
import { generateVapidKeys } from '../src/modules/notifications/web-push';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, makeGroup, person, type Person } from './helpers/events';
import { startTarpit, type Tarpit } from './helpers/push-hostile';
import { startWebPushStandIn, type WebPushStandIn } from './helpers/push-stand-ins';

const vapid = generateVapidKeys();
let t: TestApp;
let tarpit: Tarpit;
let webPush: WebPushStandIn;

beforeAll(async () => {
  tarpit = await startTarpit();
  webPush = await startWebPushStandIn(vapid.publicKey);
  t = await createTestApp({
    env: {
      JOBS_WORKER: 'true',
      // Failed pushes are not retried during the test.
      JOBS_BACKOFF_MS: '600000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@kickoff.test',
      PUSH_TEST_ORIGINS: `${tarpit.origin},${webPush.url}`,
    },
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([tarpit?.close(), webPush?.close()]);
});

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a tarpit on other accounts', () => {
  it('does not delay a bystander: in-app and push within 2 s while 200 slow endpoints (and 200 stored on one account) hang', { timeout: 120_000 }, async () => {
    const author = await person(t.app, 'Ana');
    const attackers: Person[] = [];
    for (let i = 0; i < 20; i++) attackers.push(await person(t.app, `Tar${i}`));
    const hoarder = await person(t.app, 'Hoarder');
    const bystander = await person(t.app, 'Bea');
    const slowGroup = await makeGroup(t.app, author);
    for (const member of [...attackers, hoarder]) await addMember(t.app, slowGroup, member.id);
    const quietGroup = await makeGroup(t.app, author);
    await addMember(t.app, quietGroup, bystander.id);

    for (const [i, attacker] of attackers.entries()) {
      for (let j = 0; j < 10; j++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/notifications/web-push/subscribe',
          headers: attacker.headers,
          payload: { endpoint: `${tarpit.origin}/slow/${i}/${j}`, keys: browserKeys() },
        });
        expect(res.statusCode).toBe(200);
      }
    }
    // 200 rows on one account, as they could be stored before the device cap.
    await t.app.db
      .insert(webPushSubscriptions)
      .values(Array.from({ length: 200 }, (_, k) => ({ userId: hoarder.id, endpoint: `${tarpit.origin}/hoard/${k}`, ...browserKeys() })));
    const live = webPush.subscription('bystander');
    await t.app.db.insert(webPushSubscriptions).values({ userId: bystander.id, endpoint: live.endpoint, ...live.keys });

    const slowPost = await t.app.inject({ method: 'POST', url: `/api/groups/${slowGroup}/posts`, headers: author.headers, payload: { content: 'Slow lane' } });
    expect(slowPost.statusCode).toBe(201);
    await until(() => tarpit.connections >= 1, 15_000, 'the first tarpit connection');
    // Worst case: every slow target hanging at once (21 jobs x 10 targets; the sequential sender never gets there).
    await until(() => tarpit.connections >= 200, 5_000, 'the slow targets').catch(() => undefined);
    await until(async () => {
      const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.kind, 'push'), eq(jobs.status, 'running')));
      return Number(row?.n) > 0;
    }, 5_000, 'a running push job');

    const started = Date.now();
    const quietPost = await t.app.inject({ method: 'POST', url: `/api/groups/${quietGroup}/posts`, headers: author.headers, payload: { content: 'Fast lane' } });
    expect(quietPost.statusCode).toBe(201);
    let inApp = 0;
    let pushed = 0;
    await until(async () => {
      const elapsed = Date.now() - started;
      if (!inApp) {
        const count = await t.app.inject({ url: '/api/notifications/unread-count', headers: bystander.headers });
        if (count.json().unreadCount === 1) inApp = elapsed;
      }
      if (!pushed && webPush.received.some((r) => r.path === '/push/bystander')) pushed = elapsed;
      return Boolean(inApp && pushed);
    }, 15_000, "the bystander's notification");
    console.log(
      `bystander delay with ${tarpit.connections} tarpit connections opened: in-app ${inApp} ms, push ${pushed} ms`,
    );
    expect(inApp).toBeLessThan(2000);
    expect(pushed).toBeLessThan(2000);
    expect(webPush.problems).toEqual([]);

    // The hanging jobs hold short leases: a crash would free them within seconds, not 5 minutes.
    const leases = await t.app.db
      .select({ seconds: sql<number>`extract(epoch from (${jobs.lockedUntil} - now()))::float8` })
      .from(jobs)
      .where(and(eq(jobs.kind, 'push'), eq(jobs.status, 'running')));
    expect(leases.length).toBeGreaterThan(0);
    for (const lease of leases) expect(Number(lease.seconds)).toBeLessThanOrEqual(11);

    // Every slow push gives up at its deadline; none is left running.
    await until(async () => {
      const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.kind, 'push'), eq(jobs.status, 'running')));
      return Number(row?.n) === 0;
    }, 30_000, 'the slow pushes to time out');
  });
});
