/** Groups: the creator's member management (roles, status changes, block and unblock, remove, add by email) and the users search. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@kickoff/db';
import { INVITES, MESSAGES, type BlockedRecord, type GroupMemberPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { caller, createGroup, groupCast, person, type Method } from './helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
const cast = (isPrivate: boolean) => groupCast(t.app, isPrivate);

describe('member management', () => {
  it('is the creator\'s only: admins, members and strangers are refused', async () => {
    const c = await cast(false);
    const target = c.member.id;
    const actions: [Method, string, object?][] = [
      ['DELETE', `/api/groups/${c.id}/members/${target}`],
      ['POST', `/api/groups/${c.id}/block`, { blockedUserId: target, reason: 'x' }],
      ['DELETE', `/api/groups/${c.id}/block/${c.blocked.id}`],
      ['POST', `/api/groups/${c.id}/members/${target}/waiting`],
      ['PATCH', `/api/groups/${c.id}/members/${target}/status`, { status: 'waiting' }],
      ['PATCH', `/api/groups/${c.id}/members/${target}/role`, { role: 'admin' }],
      ['POST', `/api/groups/${c.id}/add-member`, { email: c.stranger.email }],
    ];
    for (const [method, url, payload] of actions) {
      for (const who of [c.admin, c.member, c.stranger, c.waiting]) {
        const res = await call(method, url, who, payload);
        expect(res.statusCode, `${method} ${url} as ${who.firstName}`).toBe(403);
        expect(res.json().message).toBe(MESSAGES.group.accessDenied);
      }
      expect((await call(method, url, c.blocked, payload)).json().message).toBe(MESSAGES.group.blocked);
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
    const members = (await call('GET', `/api/groups/${c.id}/members`, c.creator)).json() as GroupMemberPage;
    expect(members.counts).toEqual({ active: 3, waiting: 1, blocked: 1, total: 5 });
  });

  it('cannot act upon admins or organizers; the creator promotes to admin and back', async () => {
    const c = await cast(false);
    for (const target of [c.admin.id, c.creator.id]) {
      for (const [method, url, payload] of [
        ['DELETE', `/api/groups/${c.id}/members/${target}`],
        ['POST', `/api/groups/${c.id}/block`, { blockedUserId: target }],
        ['POST', `/api/groups/${c.id}/members/${target}/waiting`],
        ['PATCH', `/api/groups/${c.id}/members/${target}/status`, { status: 'blocked' }],
      ] as [Method, string, object?][]) {
        const res = await call(method, url, c.creator, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call('DELETE', `/api/groups/${c.id}/members/${c.admin.id}`, c.creator)).json().message).toBe(
      MESSAGES.group.cannotActOnAdmin,
    );
    expect((await call('PATCH', `/api/groups/${c.id}/members/${c.creator.id}/role`, c.creator, { role: 'admin' })).statusCode).toBe(403);
    const demoted = await call('PATCH', `/api/groups/${c.id}/members/${c.admin.id}/role`, c.creator, { role: 'member' });
    expect(demoted.json()).toMatchObject({ role: 'member', status: 'active' });
    expect((await call('DELETE', `/api/groups/${c.id}/members/${c.admin.id}`, c.creator)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/groups/${c.id}/members/${c.waiting.id}/role`, c.creator, { role: 'admin' })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/groups/${c.id}/members/${c.member.id}/role`, c.creator, { role: 'organizer' })).statusCode).toBe(400);
  });

  it('approves, moves to waiting, blocks and unblocks through status changes, keeping counts', async () => {
    const c = await cast(true);
    const approve = await call('PATCH', `/api/groups/${c.id}/members/${c.waiting.id}/status`, c.creator, { status: 'active' });
    expect(approve.json()).toMatchObject({ status: 'active' });
    expect((await call('GET', `/api/groups/${c.id}/posts`, c.waiting)).statusCode).toBe(200);
    const back = await call('POST', `/api/groups/${c.id}/members/${c.waiting.id}/waiting`, c.creator);
    expect(back.json()).toMatchObject({ status: 'waiting' });
    expect((await call('GET', `/api/groups/${c.id}/posts`, c.waiting)).statusCode).toBe(404);

    const block = await call('PATCH', `/api/groups/${c.id}/members/${c.member.id}/status`, c.creator, { status: 'blocked' });
    expect(block.json()).toMatchObject({ status: 'blocked' });
    expect((await call('POST', `/api/groups/${c.id}/join`, c.member)).json().message).toBe(MESSAGES.group.blocked);
    const blockedList = (await call('GET', `/api/groups/${c.id}/blocked`, c.creator)).json() as { items: BlockedRecord[] };
    expect(blockedList.items.map((b) => b.blockedUserId).sort()).toEqual([c.blocked.id, c.member.id].sort());

    const unblock = await call('PATCH', `/api/groups/${c.id}/members/${c.member.id}/status`, c.creator, { status: 'active' });
    expect(unblock.json()).toMatchObject({ status: 'active' });
    expect((await call('GET', `/api/groups/${c.id}/posts`, c.member)).statusCode).toBe(200);
    const counts = ((await call('GET', `/api/groups/${c.id}/members`, c.creator)).json() as GroupMemberPage).counts;
    expect(counts).toEqual({ active: 3, waiting: 1, blocked: 1, total: 5 });
    expect((await call('GET', `/api/groups/${c.id}`, c.creator)).json().memberCount).toBe(3);

    const bad = await call('PATCH', `/api/groups/${c.id}/members/${c.member.id}/status`, c.creator, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('PATCH', `/api/groups/${c.id}/members/${c.stranger.id}/status`, c.creator, { status: 'active' });
    expect(unknown.statusCode).toBe(404);
  });

  it('blocks with a reason (removing the member) and unblocks by removing the record, after which they may rejoin', async () => {
    const c = await cast(false);
    const res = await call('POST', `/api/groups/${c.id}/block`, c.creator, { blockedUserId: c.member.id, reason: '  Rude  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ blockedUserId: c.member.id, reason: 'Rude', blockedUser: { firstName: 'Member', email: c.member.email } });
    expect((await call('GET', `/api/groups/${c.id}`, c.member)).json()).toMatchObject({ isUserMember: false, isBlocked: true });
    expect((await call('POST', `/api/groups/${c.id}/posts`, c.member, { content: 'hi' })).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${c.id}/join`, c.member)).statusCode).toBe(403);

    // Blocking a non-member bars them in advance; no reason is fine.
    expect((await call('POST', `/api/groups/${c.id}/block`, c.creator, { blockedUserId: c.stranger.id })).json().reason).toBeNull();
    expect((await call('POST', `/api/groups/${c.id}/join`, c.stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${c.id}/block`, c.creator, { blockedUserId: 'no-such-user' })).statusCode).toBe(404);
    expect((await call('POST', `/api/groups/${c.id}/block`, c.creator, {})).statusCode).toBe(400);

    expect((await call('DELETE', `/api/groups/${c.id}/block/${c.member.id}`, c.creator)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/groups/${c.id}/block/${c.member.id}`, c.creator)).statusCode).toBe(404);
    const rejoin = await call('POST', `/api/groups/${c.id}/join`, c.member);
    expect(rejoin.statusCode).toBe(200);
    expect(rejoin.json().status).toBe('active');
  });

  it('removes a member, who may then join again', async () => {
    const c = await cast(false);
    expect((await call('DELETE', `/api/groups/${c.id}/members/${c.member.id}`, c.creator)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/groups/${c.id}/members/${c.member.id}`, c.creator)).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${c.id}`, c.creator)).json().memberCount).toBe(2);
    expect((await call('POST', `/api/groups/${c.id}/join`, c.member)).statusCode).toBe(200);
  });
});

describe('add member by email', () => {
  it('invites an existing user (case-insensitively) or approves their request; 404 unknown, 409 already, invited or blocked', async () => {
    const c = await cast(true);
    const res = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: `  ${c.stranger.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'invited', membership: null });
    // An invitation, not a membership: nothing of the private group opens until it is accepted.
    expect((await call('GET', `/api/groups/${c.id}/posts`, c.stranger)).statusCode).toBe(404);
    const twice = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.stranger.email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVITES.messages.alreadyInvited);

    const again = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.member.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.group.userAlreadyMember);
    const waiting = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.waiting.email });
    expect(waiting.json()).toMatchObject({ outcome: 'approved', membership: { status: 'active' } });
    const blocked = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.blocked.email });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(MESSAGES.group.userBlocked);
    const unknown = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.group.userNotFound);
    const empty = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: ' ' });
    expect(empty.json()).toMatchObject({ message: MESSAGES.group.emailRequired });
    const invalid = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: 'not-an-email' });
    expect(invalid.json()).toMatchObject({ message: MESSAGES.group.invalidEmail });
    expect((await call('GET', `/api/groups/${c.id}`, c.creator)).json().memberCount).toBe(4);
  });
});

describe('GET /api/users/search', () => {
  it('matches the whole address case-insensitively, for group creators only, rate limited', async () => {
    const creator = await person(t.app, 'Sam');
    const target = await person(t.app, 'Tina');
    const outsider = await person(t.app, 'Otto');
    await createGroup(t.app, creator);
    const url = (email: string) => `/api/users/search?email=${encodeURIComponent(email)}`;

    const denied = await call('GET', url(target.email), outsider);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MESSAGES.group.searchCreatorsOnly);
    expect((await call('GET', url(target.email))).statusCode).toBe(401);

    const found = await call('GET', url(target.email.toUpperCase()), creator);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([{ id: target.id, email: target.email, firstName: 'Tina', lastName: 'Tester', profileImageUrl: null }]);
    expect(found.body).not.toContain('phone');
    expect((await call('GET', url(target.email.slice(0, -1)), creator)).json()).toEqual([]);
    expect((await call('GET', url(target.email.split('@')[0]!), creator)).statusCode).toBe(400);
    expect((await call('GET', '/api/users/search?email=', creator)).json().message).toBe(MESSAGES.group.emailRequired);
    // Phone-only accounts have no address to find.
    expect((await call('GET', url(`${outsider.phoneNumber.slice(1)}@phone.kickoff.invalid`), creator)).json()).toEqual([]);

    let last = 200;
    for (let i = 0; i < 40 && last === 200; i++) last = (await call('GET', url(target.email), creator)).statusCode;
    expect(last).toBe(429);
    await t.app.db.delete(rateLimits).where(eq(rateLimits.key, `users-search:${creator.id}`));
  });
});
