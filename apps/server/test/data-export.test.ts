/**
 * "Download my data" (issue 15): a member's export holds their profile, memberships, events created and joined,
 * comments, posts, notifications and sessions, and no secret (no session token or its hash, no push keys); a small
 * export is ready at once, a large one is built by the `data-export` job; nobody else may read it (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { pushDevices, webPushSubscriptions } from '@kickoff/db';
import { DATA_EXPORT, dataExportFileSchema, type DataExport } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let olga: Person;
let mia: Person;
let sam: Person;
let groupId: string;
let eventId: string;
let commentId: string;
let postId: string;

beforeAll(async () => {
  // Exports of more than 3 rows are built by the job, so both ways are seen.
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0', DATA_EXPORT_INLINE_MAX_ROWS: '3' } });
  [olga, mia, sam] = await Promise.all(['Olga', 'Mia', 'Sam'].map((n) => person(t.app, n)));
  groupId = await makeGroup(t.app, olga);
  await addMember(t.app, groupId, mia.id);
  eventId = (await createEvent(t.app, olga, groupId, { title: 'Tuesday hoops' })).id;
  expect((await join(t.app, mia, eventId, 1)).statusCode).toBe(200);
  const comment = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: mia.headers, payload: { content: 'I will bring a ball' } });
  commentId = comment.json().id;
  const post = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: olga.headers, payload: { content: 'Welcome, everyone' } });
  postId = post.json().id;
  await t.app.db.insert(pushDevices).values({ userId: mia.id, token: `fcm-secret-${mia.id}`, platform: 'android' });
  await t.app.db.insert(webPushSubscriptions).values({ userId: mia.id, endpoint: 'https://push.example/secret-endpoint', p256dh: 'p256-secret', auth: 'auth-secret' });
  const prefs = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: mia.headers, payload: { kinds: { comments: { push: false } } } });
  expect(prefs.statusCode).toBe(200);
  await t.app.jobs.runDue();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const ask = (user: Person) => t.app.inject({ method: 'POST', url: '/api/user/data-export', headers: user.headers });
const state = (user: Person, id: string) => t.app.inject({ url: `/api/user/data-export/${id}`, headers: user.headers });
const file = (user: Person, id: string) => t.app.inject({ url: `/api/user/data-export/${id}/file`, headers: user.headers });

async function download(user: Person) {
  let res = await ask(user);
  expect([200, 202]).toContain(res.statusCode);
  const requested = res.json() as DataExport;
  if (requested.status === 'pending') await t.app.jobs.runDue();
  res = await file(user, requested.id);
  expect(res.statusCode).toBe(200);
  return { requested, res, data: dataExportFileSchema.parse(res.json()) };
}

describe('Download my data', () => {
  it("holds the member's profile, memberships, events joined, comments, notifications and sessions", async () => {
    const { res, data } = await download(mia);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kickoff-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(data.format).toBe(DATA_EXPORT.format);
    expect(data.profile).toMatchObject({ id: mia.id, firstName: 'Mia', email: mia.email, emailVerified: true, phoneNumber: mia.phoneNumber });
    expect(data.memberships).toEqual([expect.objectContaining({ groupId, role: 'member', status: 'active' })]);
    expect(data.eventsJoined).toEqual([expect.objectContaining({ eventId, title: 'Tuesday hoops', status: 'registered', guestCount: 1, coHost: false })]);
    expect(data.eventsCreated).toEqual([]);
    expect(data.comments).toEqual([expect.objectContaining({ id: commentId, eventId, eventTitle: 'Tuesday hoops', content: 'I will bring a ball', replyTo: null })]);
    // Olga's post reached Mia.
    expect(data.notifications).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'group_message', readAt: null })]));
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.devices.map((d) => d.kind).sort()).toEqual(['native-app', 'web-push']);
    // Her choice over the defaults, every kind listed.
    expect(data.notificationPreferences).toContainEqual({ kind: 'comments', push: false, inApp: true, email: false });
    expect(data.notificationPreferences).toContainEqual({ kind: 'reminders', push: true, inApp: true, email: true });
  });

  it("holds the organizer's groups, events created and posts", async () => {
    const { data } = await download(olga);
    expect(data.groupsCreated).toEqual([expect.objectContaining({ id: groupId, memberCount: 2 })]);
    expect(data.memberships).toEqual([expect.objectContaining({ groupId, role: 'organizer' })]);
    expect(data.eventsCreated).toEqual([expect.objectContaining({ id: eventId, title: 'Tuesday hoops', groupId, cancelledAt: null })]);
    expect(data.eventsJoined).toEqual([]);
    expect(data.posts).toEqual([expect.objectContaining({ id: postId, groupId, content: 'Welcome, everyone' })]);
    // Mia's comment is hers, not Olga's.
    expect(data.comments).toEqual([]);
  });

  it('lists the people the member blocked (issue 34), and tells nobody who blocked them', async () => {
    const block = await t.app.inject({ method: 'POST', url: '/api/user/blocks', headers: mia.headers, payload: { userId: sam.id } });
    expect(block.statusCode).toBeLessThan(300);
    expect((await download(mia)).data.peopleBlocked).toEqual([{ userId: sam.id, name: expect.stringContaining('Sam'), createdAt: expect.any(String) }]);
    expect((await download(sam)).data.peopleBlocked).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/blocks/${sam.id}`, headers: mia.headers })).statusCode).toBeLessThan(300);
  });

  it('carries no secret: no session token or its hash, no push token or keys', async () => {
    const { res } = await download(mia);
    const text = res.body;
    for (const secret of [mia.token, createHash('sha256').update(mia.token).digest('hex'), `fcm-secret-${mia.id}`, 'secret-endpoint', 'p256-secret', 'auth-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(token|tokenHash|password|accessToken|refreshToken|codeHash|p256dh|auth)"\s*:/);
  });

  it('is built at once when small (200), by the job when large (202, then ready)', async () => {
    const small = await ask(sam);
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ status: 'ready', readyAt: expect.any(String) });
    expect(small.json().bytes).toBeGreaterThan(0);

    const large = await ask(mia);
    expect(large.statusCode).toBe(202);
    const pending = large.json() as DataExport;
    expect(pending).toMatchObject({ status: 'pending', readyAt: null, bytes: null });
    // Asking again while it is being built answers the same request.
    expect((await ask(mia)).json().id).toBe(pending.id);
    const early = await file(mia, pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DATA_EXPORT.messages.notReady);

    await t.app.jobs.runDue();
    const ready = await state(mia, pending.id);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ id: pending.id, status: 'ready' });
    expect(dataExportFileSchema.parse((await file(mia, pending.id)).json()).profile.id).toBe(mia.id);
  });

  it("refuses another user's export (403), a missing one (404), a malformed id (400) and signed-out callers (401)", async () => {
    const { requested } = await download(mia);
    for (const res of [await state(sam, requested.id), await file(sam, requested.id), await file(olga, requested.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DATA_EXPORT.messages.notYours);
    }
    expect((await file(mia, crypto.randomUUID())).statusCode).toBe(404);
    expect((await file(mia, 'not-an-id')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/data-export' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/user/data-export/${requested.id}/file` })).statusCode).toBe(401);
  });

  it('keeps one file per user: a new request replaces the old one', async () => {
    const first = await download(sam);
    const second = await download(sam);
    expect(second.requested.id).not.toBe(first.requested.id);
    expect((await file(sam, first.requested.id)).statusCode).toBe(404);
  });
});
