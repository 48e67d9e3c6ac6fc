/**
 * The moderators' actions (issue 34, point 3) and the deletion request (point 4): each action's effect, the person
 * told, the case resolved and its audit row; suspension ends sessions, refuses sign-in with its end, cancels the
 * person's upcoming hosted events and releases their places; the audit log is in the person's export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '@kickoff/db';
import { MODERATION, dataExportFileSchema } from '@kickoff/shared';
import { createTestApp, TEST_CODE, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';
import { actOn, auditOf, caseOf, fileReport, moderator } from './helpers/moderation';
import { buildExportFile } from '../src/modules/data-rights/service-export';

let t: TestApp;
let mod: Person;
let reporter: Person;

beforeAll(async () => {
  t = await createTestApp();
  [mod, reporter] = await Promise.all([moderator(t.app), person(t.app, 'Reporter')]);
});
afterAll(async () => t?.close());

/** A person with a group (the reporter a member) and an upcoming event, and a case about `target` of theirs. */
async function world(name: string) {
  const owner = await person(t.app, name);
  const groupId = await makeGroup(t.app, owner);
  await addMember(t.app, groupId, reporter.id);
  const eventId = (await createEvent(t.app, owner, groupId, { title: `${name} game` })).id;
  return { owner, groupId, eventId };
}

async function reportCase(targetType: string, targetId: string) {
  expect((await fileReport(t.app, reporter, { targetType, targetId, reason: 'harassment' })).statusCode).toBe(201);
  return (await caseOf(t.app, mod, targetId))!;
}

async function notices(user: Person) {
  await expect.poll(async () => (await inbox(t.app, user)).filter((n) => n.type === 'moderation_notice').length, { timeout: 15_000 }).toBeGreaterThan(0);
  return (await inbox(t.app, user)).filter((n) => n.type === 'moderation_notice');
}

describe('moderator actions', () => {
  it('hide a comment: others see a placeholder, the author the reason and a notice; the case closes with an audit row', async () => {
    const { owner, eventId } = await world('Hider');
    const c = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: owner.headers, payload: { content: 'Rude words' } });
    const commentId = c.json().id as string;
    expect((await join(t.app, reporter, eventId)).statusCode).toBe(200);
    const found = await reportCase('event_comment', commentId);
    const res = await actOn(t.app, mod, found.id, { action: 'hide', reason: 'Insults are not allowed' });
    expect(res.statusCode).toBe(200);
    const seenBy = async (u: Person) => (await t.app.inject({ url: `/api/events/${eventId}/comments`, headers: u.headers })).json()[0];
    expect(await seenBy(reporter)).toMatchObject({ content: '', hiddenByModerator: { reason: null } });
    expect(await seenBy(owner)).toMatchObject({ content: 'Rude words', hiddenByModerator: { reason: 'Insults are not allowed' } });
    expect((await notices(owner))[0]!.body).toContain('Insults are not allowed');
    expect(await caseOf(t.app, mod, commentId)).toBeUndefined();
    const audit = await auditOf(t.app, mod, owner.id);
    expect(audit[0]).toMatchObject({ action: 'hide', reason: 'Insults are not allowed', moderatorName: 'Mo Tester', caseId: found.id });
    // A closed case takes no second action; an action that does not fit the target is refused.
    expect((await actOn(t.app, mod, found.id, { action: 'dismiss', reason: 'x' })).statusCode).toBe(409);
  });

  it('hide a group post; dismiss; an action that does not fit or has no reason is a 400 that changes nothing', async () => {
    const { owner, groupId } = await world('Poster');
    const p = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: owner.headers, payload: { content: 'Spam spam' } });
    const postId = p.json().id as string;
    const found = await reportCase('group_post', postId);
    expect((await actOn(t.app, mod, found.id, { action: 'remove_group', reason: 'no' })).statusCode).toBe(400);
    expect((await actOn(t.app, mod, found.id, { action: 'hide', reason: '   ' })).statusCode).toBe(400);
    expect((await actOn(t.app, mod, found.id, { action: 'suspend', reason: 'x', days: 0 })).statusCode).toBe(400);
    expect(await caseOf(t.app, mod, postId)).toBeDefined();
    expect((await actOn(t.app, mod, found.id, { action: 'hide', reason: 'Advertising' })).statusCode).toBe(200);
    const list = (await t.app.inject({ url: `/api/groups/${groupId}/posts`, headers: reporter.headers })).json().items;
    expect(list[0]).toMatchObject({ id: postId, content: '', hiddenByModerator: { reason: null } });

    const profileCase = await reportCase('profile', owner.id);
    expect((await actOn(t.app, mod, profileCase.id, { action: 'dismiss', reason: 'Not against the rules' })).statusCode).toBe(200);
    expect((await auditOf(t.app, mod, owner.id)).map((a) => a.action)).toEqual(['dismiss', 'hide']);
  });

  it('remove an event: cancelled as a host would, its people told; the host reads why', async () => {
    const { owner, eventId } = await world('Eventful');
    expect((await join(t.app, reporter, eventId)).statusCode).toBe(200);
    const found = await reportCase('event', eventId);
    expect((await actOn(t.app, mod, found.id, { action: 'remove_event', reason: 'Unsafe location' })).statusCode).toBe(200);
    const [row] = await t.app.db.select({ cancelledAt: events.cancelledAt, cancelReason: events.cancelReason }).from(events).where(eq(events.id, eventId));
    expect(row!.cancelledAt).not.toBeNull();
    expect(row!.cancelReason).toBe(MODERATION.removedEventReason);
    await expect.poll(async () => (await inbox(t.app, reporter)).some((n) => n.type === 'event_cancelled' && n.data.eventId === eventId), { timeout: 15_000 }).toBe(true);
    expect((await notices(owner))[0]!.body).toContain('Unsafe location');
    expect((await auditOf(t.app, mod, owner.id))[0]!.action).toBe('remove_event');
  });

  it('remove a group: deleted with its events like its creator would; its members told', async () => {
    const { owner, groupId, eventId } = await world('Grouper');
    const found = await reportCase('group', groupId);
    expect((await actOn(t.app, mod, found.id, { action: 'remove_group', reason: 'Hate group' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/groups/${groupId}`, headers: reporter.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/events/${eventId}`, headers: reporter.headers })).statusCode).toBe(404);
    expect((await notices(owner))[0]!.body).toContain('Hate group');
    expect((await auditOf(t.app, mod, owner.id))[0]!.action).toBe('remove_group');
  });

  it('warn a person: told why; moderators cannot warn or suspend a moderator', async () => {
    const { owner } = await world('Warned');
    const found = await reportCase('profile', owner.id);
    expect((await actOn(t.app, mod, found.id, { action: 'warn', reason: 'Be kind in comments' })).statusCode).toBe(200);
    expect((await notices(owner))[0]!.body).toContain('Be kind in comments');
    const other = await moderator(t.app, 'Other');
    const modCase = await reportCase('profile', other.id);
    expect((await actOn(t.app, mod, modCase.id, { action: 'suspend', reason: 'x', days: 7 })).statusCode).toBe(409);
    expect((await actOn(t.app, mod, modCase.id, { action: 'warn', reason: 'x' })).statusCode).toBe(409);
  });

  it('suspend: sessions end at once, sign-in is refused with the end date, hosted events cancelled, places released', async () => {
    const { owner, eventId } = await world('Suspect');
    // Their place in someone else's full game goes to the waitlist's first party.
    const host = await person(t.app, 'Host');
    const hostGroup = await makeGroup(t.app, host);
    for (const p of [owner, reporter]) await addMember(t.app, hostGroup, p.id);
    const full = (await createEvent(t.app, host, hostGroup, { title: 'Full game', capacity: '2' })).id;
    expect((await join(t.app, owner, full)).statusCode).toBe(200);
    expect((await join(t.app, reporter, full)).statusCode).toBe(200);
    const before = (await t.app.inject({ url: `/api/events/${full}`, headers: reporter.headers })).json();
    expect(before.userParticipation.status).toBe('waitlisted');
    expect((await t.app.inject({ url: '/api/user/profile', headers: owner.headers })).statusCode).toBe(200);

    const found = await reportCase('profile', owner.id);
    const res = await actOn(t.app, mod, found.id, { action: 'suspend', reason: 'Threats', days: 7 });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/profile', headers: owner.headers })).statusCode).toBe(401);
    const [row] = await t.app.db.select({ cancelReason: events.cancelReason }).from(events).where(eq(events.id, eventId));
    expect(row!.cancelReason).toBe(MODERATION.suspendedHostReason);
    const game = (await t.app.inject({ url: `/api/events/${full}`, headers: reporter.headers })).json();
    expect(game.userParticipation.status).toBe('registered');

    await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber: owner.phoneNumber } });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: owner.phoneNumber, code: TEST_CODE } });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/^Your account is suspended until \w{3}, \w{3} \d{1,2}, \d{4}/);

    const audit = await auditOf(t.app, mod, owner.id);
    expect(audit[0]).toMatchObject({ action: 'suspend', reason: 'Threats', details: { days: 7, eventsCancelled: [eventId], placesReleased: 1 } });
    // The person's export (admin export-user) carries the audit rows about them.
    const file = dataExportFileSchema.parse(JSON.parse((await buildExportFile(t.app.db, owner.id))!));
    expect(file.moderationActions.map((a) => a.action)).toEqual(['suspend']);
    expect(file.moderationActions[0]).toMatchObject({ reason: 'Threats', moderatorName: 'Mo Tester' });
  });

  it('suspend for good: sign-in says so without a date', async () => {
    const { owner } = await world('Gone');
    const found = await reportCase('profile', owner.id);
    expect((await actOn(t.app, mod, found.id, { action: 'suspend', reason: 'Fake accounts', days: null })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber: owner.phoneNumber } });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: owner.phoneNumber, code: TEST_CODE } });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(MODERATION.messages.suspendedSignIn(null));
  });
});

describe('deletion requests and the role', () => {
  it('a request is recorded once, confirmed in the app, and reaches the console', async () => {
    const asker = await person(t.app, 'Leaving');
    expect((await t.app.inject({ url: '/api/user/deletion-request', headers: asker.headers })).json()).toEqual({ requestedAt: null });
    const first = await t.app.inject({ method: 'POST', url: '/api/user/deletion-request', headers: asker.headers });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/user/deletion-request', headers: asker.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().requestedAt).toBe(first.json().requestedAt);
    expect((await notices(asker)).length).toBe(1);
    const list = (await t.app.inject({ url: '/api/moderation/deletion-requests?limit=50', headers: mod.headers })).json().items;
    const mine = list.find((r: { user: { id: string } }) => r.user.id === asker.id);
    expect(mine).toMatchObject({ user: { name: 'Leaving Tester', email: asker.email }, command: `npm run admin -- delete-user ${asker.email}` });
  });

  it('granting and revoking the role are audited and take effect at once', async () => {
    const { setModerator } = await import('../src/modules/moderation');
    const someone = await person(t.app, 'Someone');
    // The profile says so too: the web's account menu links to the console for moderators only.
    const profileSays = async () => (await t.app.inject({ url: '/api/user/profile', headers: someone.headers })).json().isModerator;
    expect((await t.app.inject({ url: '/api/moderation/access', headers: someone.headers })).statusCode).toBe(404);
    expect(await profileSays()).toBe(false);
    expect(await setModerator(t.app.db, someone.id, true)).toBe(true);
    expect(await setModerator(t.app.db, someone.id, true)).toBe(false);
    expect((await t.app.inject({ url: '/api/moderation/access', headers: someone.headers })).statusCode).toBe(200);
    expect(await profileSays()).toBe(true);
    expect(await setModerator(t.app.db, someone.id, false)).toBe(true);
    expect((await t.app.inject({ url: '/api/moderation/access', headers: someone.headers })).statusCode).toBe(404);
    expect(await profileSays()).toBe(false);
    expect((await auditOf(t.app, mod, someone.id)).map((a) => [a.action, a.moderatorName])).toEqual([
      ['revoke_moderator', 'support'],
      ['grant_moderator', 'support'],
    ]);
  });
});
