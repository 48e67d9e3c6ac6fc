/**
 * Push delivery against local protocol stand-ins: FCM HTTP v1 (service-account JWT exchanged for an access token,
 * messages:send body) and Web Push (VAPID-signed, aes128gcm payload decrypted with the subscription's keys).
 * Dead tokens and subscriptions are removed; a failed send is retried; without keys nothing is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushDevices, webPushSubscriptions } from '@kickoff/db';
import { FcmSender, parseServiceAccount, PushSendError } from '../src/modules/notifications/fcm';
import { generateVapidKeys, WebPushSender } from '../src/modules/notifications/web-push';
import { PushTargetRefused } from '../src/modules/notifications/push-http';
import { PushTargetPolicy } from '../src/modules/notifications/push-targets';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, hostedGroup, makeGroup, person, type Person } from './helpers/events';
import { startFcmStandIn, startWebPushStandIn, type FcmStandIn, type WebPushStandIn } from './helpers/push-stand-ins';

const vapid = generateVapidKeys();
let fcm: FcmStandIn;
let webPush: WebPushStandIn;
let t: TestApp;
let author: Person;
let reader: Person;
let groupId: string;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  webPush = await startWebPushStandIn(vapid.publicKey);
  t = await createTestApp({
    env: {
      JOBS_WORKER: 'false',
      JOBS_BACKOFF_MS: '0',
      FCM_SERVICE_ACCOUNT: fcm.serviceAccountJson,
      FCM_API_BASE_URL: fcm.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@kickoff.test',
      // The Web Push stand-in speaks http on loopback, which the push target rules refuse: the explicit test hatch.
      PUSH_TEST_ORIGINS: webPush.url,
    },
  });
  const world = await hostedGroup(t.app, { organizer: 'Ana', members: ['Rex'] });
  ({ organizer: author, groupId } = world);
  reader = world.members[0]!;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fcm?.close();
  await webPush?.close();
});

const message = { title: 'Hello', body: 'World', data: { type: 'group_message', groupId: 'g1', eventId: '' } };

async function post(content: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content } });
  expect(res.statusCode).toBe(201);
  await t.app.jobs.runDue();
}

describe('FCM adapter', () => {
  it('exchanges a signed service-account JWT for a token once, then sends', async () => {
    const sender = new FcmSender(parseServiceAccount(fcm.serviceAccountJson), fcm.url);
    const exchanges = fcm.tokenExchanges.length;
    expect(await sender.send('device-a', message)).toBe('sent');
    expect(await sender.send('device-b', message)).toBe('sent');
    expect(fcm.tokenExchanges.length).toBe(exchanges + 1);
    expect(fcm.messages.slice(-2).map((m) => m.token)).toEqual(['device-a', 'device-b']);
    expect(fcm.messages.at(-1)).toMatchObject({ notification: { title: 'Hello', body: 'World' }, data: message.data });
    expect(fcm.problems).toEqual([]);
  });

  it('reports UNREGISTERED tokens as dead and other failures as errors', async () => {
    const sender = new FcmSender(parseServiceAccount(fcm.serviceAccountJson), fcm.url);
    fcm.deadTokens.add('gone-token');
    expect(await sender.send('gone-token', message)).toBe('dead');
    fcm.failNext = 1;
    await expect(sender.send('device-a', message)).rejects.toBeInstanceOf(PushSendError);
  });

  it('delivers a group post to a registered device with the spec §3 data, and drops a dead token', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: reader.headers, payload: { token: 'rex-phone' } });
    expect(ok.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/notifications/register', headers: reader.headers, payload: { token: 'rex-old-phone' } });
    fcm.deadTokens.add('rex-old-phone');
    await post('Pitch is booked');
    const sent = fcm.messages.filter((m) => m.token === 'rex-phone');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.notification).toEqual({ title: expect.stringMatching(/^New message in /), body: 'Ana Tester: Pitch is booked' });
    expect(sent[0]!.data).toMatchObject({ type: 'group_message', groupId, eventId: '', url: `/groups/${groupId}` });
    const tokens = await t.app.db.select({ token: pushDevices.token }).from(pushDevices).where(eq(pushDevices.userId, reader.id));
    expect(tokens.map((r) => r.token)).toEqual(['rex-phone']);
    // The author is not notified of their own post.
    expect(fcm.messages.filter((m) => m.data.groupId === groupId && m.token !== 'rex-phone')).toEqual([]);
  });

  it('retries a send that failed', async () => {
    fcm.failNext = 1;
    const before = fcm.messages.filter((m) => m.token === 'rex-phone').length;
    await post('Retry me');
    expect(fcm.messages.filter((m) => m.token === 'rex-phone').length).toBe(before + 1);
    expect(fcm.messages.at(-1)!.notification.body).toBe('Ana Tester: Retry me');
  });

  it('unregister removes the device token (spec §7)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/notifications/unregister', headers: reader.headers });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(pushDevices).where(eq(pushDevices.userId, reader.id))).toEqual([]);
  });
});

const standInSender = () =>
  new WebPushSender({ ...vapid, subject: 'mailto:ops@kickoff.test' }, { policy: new PushTargetPolicy({ testOrigins: [webPush.url] }) });

describe('Web Push adapter', () => {
  it('encrypts for the subscription (aes128gcm) and signs VAPID for the push service origin', async () => {
    const sender = standInSender();
    const sub = webPush.subscription('direct');
    expect(await sender.send({ endpoint: sub.endpoint, ...sub.keys }, message)).toBe('sent');
    expect(webPush.problems).toEqual([]);
    expect(webPush.received.at(-1)!.payload).toEqual({ title: 'Hello', body: 'World', data: message.data });
  });

  it('refuses the stand-in without the test hatch (http, loopback)', async () => {
    const sender = new WebPushSender({ ...vapid, subject: 'mailto:ops@kickoff.test' });
    const sub = webPush.subscription('no-hatch');
    await expect(sender.send({ endpoint: sub.endpoint, ...sub.keys }, message)).rejects.toBeInstanceOf(PushTargetRefused);
    expect(webPush.received.filter((r) => r.path === '/push/no-hatch')).toEqual([]);
  });

  it('reports a gone subscription (410) as dead', async () => {
    const sender = standInSender();
    const sub = webPush.subscription('gone-direct');
    webPush.gone.add('/push/gone-direct');
    expect(await sender.send({ endpoint: sub.endpoint, ...sub.keys }, message)).toBe('dead');
  });

  it('serves the VAPID public key and delivers to a browser subscription, dropping a gone one', async () => {
    const key = await t.app.inject({ url: '/api/notifications/web-push/key' });
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });
    const live = webPush.subscription('rex-browser');
    const gone = webPush.subscription('rex-old-browser');
    webPush.gone.add('/push/rex-old-browser');
    // The stand-in speaks http on 127.0.0.1, which the API refuses (https only): store them directly.
    for (const s of [live, gone]) {
      await t.app.db.insert(webPushSubscriptions).values({ userId: reader.id, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
    }
    await post('Browser hello');
    const got = webPush.received.filter((r) => r.path === '/push/rex-browser');
    expect(got).toHaveLength(1);
    expect(got[0]!.payload).toMatchObject({
      title: expect.stringMatching(/^New message in /),
      body: 'Ana Tester: Browser hello',
      data: { type: 'group_message', groupId, url: `/groups/${groupId}` },
    });
    expect(webPush.problems).toEqual([]);
    const left = await t.app.db.select({ endpoint: webPushSubscriptions.endpoint }).from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, reader.id));
    expect(left.map((r) => r.endpoint)).toEqual([live.endpoint]);
  });

  it('subscribe and unsubscribe through the API (https endpoints of push services only)', async () => {
    const sub = webPush.subscription('api');
    const insecure = await t.app.inject({ method: 'POST', url: '/api/notifications/web-push/subscribe', headers: reader.headers, payload: { endpoint: sub.endpoint, keys: sub.keys } });
    expect(insecure.statusCode).toBe(400);
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/abc';
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/web-push/subscribe', headers: reader.headers, payload: { endpoint, keys: sub.keys } });
    expect(res.statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/notifications/status', headers: reader.headers });
    expect(status.json()).toMatchObject({ webPushSubscriptions: 2, fcmConfigured: true, webPushConfigured: true });
    const off = await t.app.inject({ method: 'POST', url: '/api/notifications/web-push/unsubscribe', headers: reader.headers, payload: { endpoint } });
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/notifications/status', headers: reader.headers })).json().webPushSubscriptions).toBe(1);
  });
});

describe('without keys', () => {
  it('records notifications in-app and sends nothing', async () => {
    const bare = await createTestApp({ env: { JOBS_WORKER: 'false' } });
    try {
      const a = await person(bare.app, 'Al');
      const b = await person(bare.app, 'Bea');
      const g = await makeGroup(bare.app, a);
      await addMember(bare.app, g, b.id);
      await bare.app.inject({ method: 'POST', url: '/api/notifications/register', headers: b.headers, payload: { token: 'bea-phone' } });
      const before = fcm.messages.length;
      await bare.app.inject({ method: 'POST', url: `/api/groups/${g}/posts`, headers: a.headers, payload: { content: 'Offline' } });
      await bare.app.jobs.runDue();
      const list = (await bare.app.inject({ url: '/api/notifications', headers: b.headers })).json();
      expect(list.unreadCount).toBe(1);
      expect(fcm.messages.length).toBe(before);
      expect((await bare.app.inject({ url: '/api/notifications/web-push/key' })).json()).toEqual({ publicKey: null });
      expect((await bare.app.inject({ url: '/api/notifications/status', headers: b.headers })).json()).toMatchObject({
        devices: 1,
        fcmConfigured: false,
        webPushConfigured: false,
      });
    } finally {
      await bare.close();
    }
  }, 120_000);
});
