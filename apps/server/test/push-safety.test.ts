/**
 * Push targets are not a way into the network (issue 21, point 1): Web Push endpoints must be https URLs of a known
 * push service (or of PUSH_ENDPOINT_HOSTS), without credentials or private address literals; at send time every
 * address the host resolves to must be public, and a redirect is never followed. A push target belongs to one
 * account (another account registering it gets 409) and an account keeps at most 10 of each kind, the oldest dropped.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { pushDevices, webPushSubscriptions } from '@kickoff/db';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, makeGroup, person, type Person } from './helpers/events';
import { browserPushKeys, webPushEnv } from './helpers/notifications';
import { startCounter, startRedirector, type CountingServer } from './helpers/push-hostile';

let t: TestApp;
let counter: CountingServer;
let internal: CountingServer;
let redirector: CountingServer;

beforeAll(async () => {
  counter = await startCounter();
  internal = await startCounter();
  redirector = await startRedirector(`${internal.url}/latest/meta-data/`);
  t = await createTestApp({
    env: {
      JOBS_WORKER: 'false',
      JOBS_BACKOFF_MS: '0',
      ...webPushEnv(),
      // `localhost` is allowed by name, so only the send-time address check can stop it.
      PUSH_ENDPOINT_HOSTS: 'localhost, *.push.kickoff.test',
      // The redirector stands in for a push service (plain http on loopback): the explicit test hatch.
      PUSH_TEST_ORIGINS: redirector.url,
    },
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([counter?.close(), internal?.close(), redirector?.close()]);
});

const browserKeys = browserPushKeys;

const subscribe = (user: Person, endpoint: string) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/web-push/subscribe', headers: user.headers, payload: { endpoint, keys: browserKeys() } });
const register = (user: Person, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: user.headers, payload: { token, platform: 'android' } });
const endpointsOf = async (userId: string) =>
  (await t.app.db.select({ endpoint: webPushSubscriptions.endpoint }).from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId))).map((r) => r.endpoint);

/** A reader in a group of their own, and a way to send them one notification (a post) and run its jobs. */
async function audience() {
  const author = await person(t.app, 'Ana');
  const reader = await person(t.app, 'Rex');
  const groupId = await makeGroup(t.app, author);
  await addMember(t.app, groupId, reader.id);
  const notify = async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content: 'Game on' } });
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue();
  };
  return { reader, notify };
}

describe('registration', () => {
  it('refuses endpoints that are not https URLs of a known push service', async () => {
    const user = await person(t.app, 'Sam');
    const refused = [
      'http://updates.push.services.mozilla.com/wpush/v2/plain',
      'https://user:secret@fcm.googleapis.com/fcm/send/creds',
      'https://:secret@fcm.googleapis.com/fcm/send/creds',
      'https://127.0.0.1:5432/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.7/push',
      'https://192.168.1.1/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://2130706433/push',
      'https://0x7f.0.0.1/push',
      'https://push.example.com/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilpush.apple.com/x',
      'https://notify.windows.com.example/x',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(user, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
    }
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it('accepts the push services of the major browsers and the configured hosts', async () => {
    const user = await person(t.app, 'Kai');
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGz2Wf',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://eu.push.kickoff.test/p/1',
      'https://FCM.GoogleAPIs.com./fcm/send/trailing-dot',
    ];
    for (const endpoint of accepted) expect((await subscribe(user, endpoint)).statusCode, endpoint).toBe(200);
    expect(await endpointsOf(user.id)).toHaveLength(accepted.length);
  });

  it('refuses the test hatch in production and a malformed host list', () => {
    const base = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: t.dataDir };
    expect(() => loadConfig({ ...base, PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999' })).toThrow(/PUSH_TEST_ORIGINS/);
    expect(() => loadConfig({ ...base, PUSH_ENDPOINT_HOSTS: 'https://push.example.com/' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999/path' })).toThrow(ConfigError);
    expect(loadConfig({ ...base, PUSH_ENDPOINT_HOSTS: 'push.example.com, *.push.example.net' }).PUSH_ENDPOINT_HOSTS).toEqual([
      'push.example.com',
      '*.push.example.net',
    ]);
  });
});

describe('at send time', () => {
  it('refuses a host that resolves to a loopback address, and private literals stored before the rules', async () => {
    const { reader, notify } = await audience();
    // Allowed by name (PUSH_ENDPOINT_HOSTS), so the registration passes; `localhost` resolves to loopback.
    expect((await subscribe(reader, `https://localhost:${counter.port}/push/dns`)).statusCode).toBe(200);
    // Rows written before the registration rules existed.
    await t.app.db.insert(webPushSubscriptions).values([
      { userId: reader.id, endpoint: `https://127.0.0.1:${counter.port}/push/legacy`, ...browserKeys() },
      { userId: reader.id, endpoint: `http://127.0.0.1:${counter.port}/push/legacy-http`, ...browserKeys() },
    ]);
    await notify();
    expect(counter.connections).toBe(0);
    // Refused targets are dropped: they can never be sent to.
    expect(await endpointsOf(reader.id)).toEqual([]);
    // The notification itself is in the app.
    expect((await t.app.inject({ url: '/api/notifications/unread-count', headers: reader.headers })).json()).toEqual({ unreadCount: 1 });
  });

  it('does not follow a redirect (a 303 to an internal URL)', async () => {
    const { reader, notify } = await audience();
    await t.app.db.insert(webPushSubscriptions).values({ userId: reader.id, endpoint: `${redirector.url}/push/redirect`, ...browserKeys() });
    await notify();
    expect(redirector.requests.map((r) => r.path)).toEqual(['/push/redirect']);
    expect(internal.requests).toEqual([]);
    expect(await endpointsOf(reader.id)).toEqual([]);
  });
});

describe('ownership and the device cap', () => {
  it('refuses an endpoint or a device token that belongs to another account (409), and keeps it where it was', async () => {
    const owner = await person(t.app, 'Olu');
    const other = await person(t.app, 'Ivy');
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(8).toString('hex')}`;
    expect((await subscribe(owner, endpoint)).statusCode).toBe(200);
    const taken = await subscribe(other, endpoint);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/another account/);
    expect(await endpointsOf(owner.id)).toEqual([endpoint]);
    expect(await endpointsOf(other.id)).toEqual([]);
    // The owner may register it again (a browser re-subscribing), and the other account may not remove it.
    expect((await subscribe(owner, endpoint)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/notifications/web-push/unsubscribe', headers: other.headers, payload: { endpoint } });
    expect(await endpointsOf(owner.id)).toEqual([endpoint]);

    const token = `fcm-${randomBytes(8).toString('hex')}`;
    expect((await register(owner, token)).statusCode).toBe(200);
    const tokenTaken = await register(other, token);
    expect(tokenTaken.statusCode).toBe(409);
    expect(tokenTaken.json().message).toMatch(/another account/);
    expect((await register(owner, token)).statusCode).toBe(200);
    const owners = await t.app.db.select({ userId: pushDevices.userId }).from(pushDevices).where(eq(pushDevices.token, token));
    expect(owners).toEqual([{ userId: owner.id }]);
  });

  it('a shared phone: the owner’s sign-out drops just that token (its other devices stay), then the next account may register it', async () => {
    const first = await person(t.app, 'Pia');
    const next = await person(t.app, 'Quin');
    const phone = `fcm-${randomBytes(8).toString('hex')}`;
    const tablet = `fcm-${randomBytes(8).toString('hex')}`;
    expect((await register(first, phone)).statusCode).toBe(200);
    expect((await register(first, tablet)).statusCode).toBe(200);
    expect((await register(next, phone)).statusCode).toBe(409);
    // What the web app sends at sign-out on the phone (lib/native-push-token.ts).
    const dropped = await t.app.inject({ method: 'DELETE', url: '/api/notifications/unregister', headers: first.headers, payload: { token: phone } });
    expect(dropped.statusCode).toBe(200);
    expect((await register(next, phone)).statusCode).toBe(200);
    const owners = await t.app.db.select({ userId: pushDevices.userId, token: pushDevices.token }).from(pushDevices).where(inArray(pushDevices.token, [phone, tablet]));
    expect(owners.sort((a, b) => a.token.localeCompare(b.token))).toEqual(
      [{ userId: next.id, token: phone }, { userId: first.id, token: tablet }].sort((a, b) => a.token.localeCompare(b.token)),
    );
  });

  it('keeps at most 10 devices and 10 browser subscriptions per account, dropping the least recently registered', async () => {
    const user = await person(t.app, 'Max');
    const tokens = Array.from({ length: 11 }, (_, i) => `cap-${i}-${randomBytes(4).toString('hex')}`);
    for (const token of tokens) expect((await register(user, token)).statusCode).toBe(200);
    const kept = async () =>
      (await t.app.db.select({ token: pushDevices.token }).from(pushDevices).where(eq(pushDevices.userId, user.id))).map((r) => r.token).sort();
    expect(await kept()).toEqual(tokens.slice(1).sort());
    // Registering a known token again makes it the newest: the next new one drops tokens[2], not tokens[1].
    expect((await register(user, tokens[1]!)).statusCode).toBe(200);
    const extra = `cap-extra-${randomBytes(4).toString('hex')}`;
    expect((await register(user, extra)).statusCode).toBe(200);
    expect(await kept()).toEqual([tokens[1]!, ...tokens.slice(3), extra].sort());

    const endpoints = Array.from({ length: 12 }, (_, i) => `https://updates.push.services.mozilla.com/wpush/v2/cap-${i}-${randomBytes(4).toString('hex')}`);
    for (const endpoint of endpoints) expect((await subscribe(user, endpoint)).statusCode).toBe(200);
    expect((await endpointsOf(user.id)).sort()).toEqual(endpoints.slice(2).sort());
    const status = (await t.app.inject({ url: '/api/notifications/status', headers: user.headers })).json();
    expect(status).toMatchObject({ devices: 10, webPushSubscriptions: 10 });
  });

  it('caps concurrent registrations of one account too', async () => {
    const user = await person(t.app, 'Zed');
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => register(user, `burst-${i}-${randomBytes(4).toString('hex')}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(await t.app.db.select({ id: pushDevices.id }).from(pushDevices).where(eq(pushDevices.userId, user.id))).toHaveLength(10);
  });
});
