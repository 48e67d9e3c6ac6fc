/**
 * Groups: membership rules from every side (creator, admin, active member, waiting, blocked, stranger,
 * signed out), private visibility, posts, blocking, member management, add by email and the users search.
 */
// Over 300 lines: its cases share one world (a private group with creator, admin, member, waiting, blocked and stranger) built once; split by sub-resource is the tests part of issue 16, still open.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@kickoff/db';
import { MESSAGES, type BlockedRecord, type GroupMemberPage, type GroupPostPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createGroup, insertEvent, person, type Person } from './helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: Person, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });

/** A group with a creator, an admin, an active member, a waiting user, a blocked user and a stranger. */
async function cast(isPrivate: boolean) {
  const creator = await person(t.app, 'Creator');
  const admin = await person(t.app, 'Admin');
  const member = await person(t.app, 'Member');
  const waiting = await person(t.app, 'Waiting');
  const blocked = await person(t.app, 'Blocked');
  const stranger = await person(t.app, 'Stranger');
  const id = await createGroup(t.app, creator, { isPrivate, name: isPrivate ? 'Private Crew' : 'Open Crew' });
  for (const p of [admin, member, blocked]) {
    await call('POST', `/api/groups/${id}/join`, p);
    if (isPrivate) expect((await call('PATCH', `/api/groups/${id}/members/${p.id}/status`, creator, { status: 'active' })).statusCode).toBe(200);
  }
  await call('POST', `/api/groups/${id}/join`, waiting);
  if (!isPrivate) await call('POST', `/api/groups/${id}/members/${waiting.id}/waiting`, creator);
  expect((await call('PATCH', `/api/groups/${id}/members/${admin.id}/role`, creator, { role: 'admin' })).statusCode).toBe(200);
  await call('POST', `/api/groups/${id}/posts`, member, { content: 'Secret plans' });
  expect((await call('POST', `/api/groups/${id}/block`, creator, { blockedUserId: blocked.id, reason: 'Spam' })).statusCode).toBe(200);
  await insertEvent(t.app, id, creator.id, 30);
  return { id, creator, admin, member, waiting, blocked, stranger };
}

describe('joining and leaving', () => {
  it('public join makes an active member, private join a waiting one; twice is 409', async () => {
    const creator = await person(t.app, 'C');
    const joiner = await person(t.app, 'J');
    const open = await createGroup(t.app, creator);
    const closed = await createGroup(t.app, creator, { isPrivate: true });

    const a = await call('POST', `/api/groups/${open}/join`, joiner);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ groupId: open, userId: joiner.id, role: 'member', status: 'active' });
    expect((await call('GET', `/api/groups/${open}`, joiner)).json()).toMatchObject({ isUserMember: true, memberCount: 2 });

    const b = await call('POST', `/api/groups/${closed}/join`, joiner);
    expect(b.json()).toMatchObject({ status: 'waiting' });
    expect((await call('GET', `/api/groups/${closed}`, joiner)).json()).toMatchObject({
      isUserMember: false,
      membershipStatus: 'waiting',
      memberCount: 1,
      canSeeContent: false,
    });

    const again = await call('POST', `/api/groups/${open}/join`, joiner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.group.alreadyMember);
    expect((await call('POST', `/api/groups/${closed}/join`, joiner)).statusCode).toBe(409);
    expect((await call('POST', `/api/groups/${open}/join`, creator)).statusCode).toBe(409);
    expect((await call('POST', `/api/groups/${open}/join`)).statusCode).toBe(401);
    expect((await call('POST', '/api/groups/nope/join', joiner)).statusCode).toBe(404);
  });

  it('members leave, the creator cannot, non-members get 409', async () => {
    const creator = await person(t.app, 'C');
    const joiner = await person(t.app, 'J');
    const id = await createGroup(t.app, creator);
    await call('POST', `/api/groups/${id}/join`, joiner);
    const left = await call('DELETE', `/api/groups/${id}/leave`, joiner);
    expect(left.statusCode).toBe(200);
    expect((await call('GET', `/api/groups/${id}`, joiner)).json()).toMatchObject({ isUserMember: false, memberCount: 1 });
    const again = await call('DELETE', `/api/groups/${id}/leave`, joiner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.group.notMember);
    const creatorLeaves = await call('DELETE', `/api/groups/${id}/leave`, creator);
    expect(creatorLeaves.statusCode).toBe(403);
    expect(creatorLeaves.json().message).toBe(MESSAGES.group.creatorCannotLeave);
  });

  it('keeps member counts exact under concurrent joins', async () => {
    const creator = await person(t.app, 'C');
    const id = await createGroup(t.app, creator);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => person(t.app, 'Rush')));
    const results = await Promise.all(joiners.map((j) => call('POST', `/api/groups/${id}/join`, j)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await call('GET', `/api/groups/${id}`, creator)).json().memberCount).toBe(7);
  });
});

describe('follow and unfollow', () => {
  it('follows a public group without joining; private groups only for active members', async () => {
    const creator = await person(t.app, 'C');
    const fan = await person(t.app, 'F');
    const open = await createGroup(t.app, creator);
    const closed = await createGroup(t.app, creator, { isPrivate: true });
    expect((await call('POST', `/api/groups/${open}/follow`, fan)).json()).toEqual({ following: true });
    expect((await call('POST', `/api/groups/${open}/follow`, fan)).statusCode).toBe(200);
    expect((await call('GET', `/api/groups/${open}`, fan)).json()).toMatchObject({ isFollowing: true, isUserMember: false });
    expect((await call('DELETE', `/api/groups/${open}/follow`, fan)).json()).toEqual({ following: false });
    expect((await call('GET', `/api/groups/${open}`, fan)).json().isFollowing).toBe(false);
    expect((await call('POST', `/api/groups/${closed}/follow`, fan)).statusCode).toBe(404);
    expect((await call('POST', `/api/groups/${open}/follow`)).statusCode).toBe(401);
  });
});

describe('a private group from every side', () => {
  let c: Awaited<ReturnType<typeof cast>>;
  beforeAll(async () => {
    c = await cast(true);
  });

  it('hides posts, members, events and blocked list from strangers and waiting users (404), blocked get 403', async () => {
    for (const path of ['posts', 'members', 'events', 'blocked']) {
      for (const who of [c.stranger, c.waiting]) {
        const res = await call('GET', `/api/groups/${c.id}/${path}`, who);
        expect(res.statusCode, `${path} ${who.firstName}`).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.group.notFound });
        expect(res.body).not.toContain('Secret plans');
      }
      const blocked = await call('GET', `/api/groups/${c.id}/${path}`, c.blocked);
      expect(blocked.statusCode, path).toBe(403);
      expect(blocked.json().message).toBe(MESSAGES.group.blocked);
      expect((await call('GET', `/api/groups/${c.id}/${path}`)).statusCode).toBe(401);
    }
    const statuses = await call('GET', `/api/groups/${c.id}/members?status=waiting`, c.stranger);
    expect(statuses.statusCode).toBe(404);
  });

  it('shows posts, active members and events to active members and the admin', async () => {
    for (const who of [c.member, c.admin, c.creator]) {
      const posts = (await call('GET', `/api/groups/${c.id}/posts`, who)).json() as GroupPostPage;
      expect(posts.items.map((p) => p.content)).toEqual(['Secret plans']);
      expect(posts.items[0]!.author).toMatchObject({ firstName: 'Member', lastName: 'Tester' });
      const events = await call('GET', `/api/groups/${c.id}/events`, who);
      expect(events.json().items).toHaveLength(1);
    }
    const members = (await call('GET', `/api/groups/${c.id}/members`, c.member)).json() as GroupMemberPage;
    expect(members.items.map((m) => m.user.firstName)).toEqual(['Creator', 'Admin', 'Member']);
    expect(members.items.map((m) => m.role)).toEqual(['organizer', 'admin', 'member']);
    expect(members.counts).toEqual({ active: 3, waiting: null, blocked: null, total: null });
  });

  it('gives emails of members to the creator only, and phone numbers to nobody', async () => {
    const asMember = await call('GET', `/api/groups/${c.id}/members`, c.member);
    expect((asMember.json() as GroupMemberPage).items.every((m) => m.user.email === null)).toBe(true);
    const asCreator = await call('GET', `/api/groups/${c.id}/members`, c.creator);
    expect((asCreator.json() as GroupMemberPage).items.find((m) => m.userId === c.member.id)!.user.email).toBe(c.member.email);
    for (const res of [asMember, asCreator]) expect(res.body).not.toContain(c.member.phoneNumber.slice(1));
  });

  it('gives the creator every status with counts; waiting and blocked lists are the creator\'s only', async () => {
    const all = (await call('GET', `/api/groups/${c.id}/members`, c.creator)).json() as GroupMemberPage;
    expect(all.counts).toEqual({ active: 3, waiting: 1, blocked: 1, total: 5 });
    const waiting = (await call('GET', `/api/groups/${c.id}/members?status=waiting`, c.creator)).json() as GroupMemberPage;
    expect(waiting.items.map((m) => m.userId)).toEqual([c.waiting.id]);
    const blocked = (await call('GET', `/api/groups/${c.id}/members?status=blocked`, c.creator)).json() as GroupMemberPage;
    expect(blocked.items.map((m) => m.userId)).toEqual([c.blocked.id]);
    for (const who of [c.member, c.admin]) {
      const res = await call('GET', `/api/groups/${c.id}/members?status=waiting`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.group.accessDenied);
      expect((await call('GET', `/api/groups/${c.id}/blocked`, who)).statusCode).toBe(403);
    }
    const records = (await call('GET', `/api/groups/${c.id}/blocked`, c.creator)).json() as { items: BlockedRecord[] };
    expect(records.items).toHaveLength(1);
    expect(records.items[0]).toMatchObject({ blockedUserId: c.blocked.id, reason: 'Spam', blockedUser: { firstName: 'Blocked' } });
  });

  it('lets only active members post', async () => {
    expect((await call('POST', `/api/groups/${c.id}/posts`, c.stranger, { content: 'hi' })).statusCode).toBe(404);
    expect((await call('POST', `/api/groups/${c.id}/posts`, c.waiting, { content: 'hi' })).statusCode).toBe(404);
    const blocked = await call('POST', `/api/groups/${c.id}/posts`, c.blocked, { content: 'hi' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.group.blocked);
    const ok = await call('POST', `/api/groups/${c.id}/posts`, c.admin, { content: '  Team dinner at 7  ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ content: 'Team dinner at 7', authorId: c.admin.id, author: { firstName: 'Admin' } });
  });

  it('bars the blocked user from rejoining until unblocked', async () => {
    const rejoin = await call('POST', `/api/groups/${c.id}/join`, c.blocked);
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json().message).toBe(MESSAGES.group.blocked);
    expect((await call('DELETE', `/api/groups/${c.id}/leave`, c.blocked)).statusCode).toBe(403);
    expect((await call('GET', `/api/groups/${c.id}`, c.blocked)).json()).toMatchObject({ isBlocked: true, canSeeContent: false });
  });

  it('lets the stranger see the card only (Discover and detail)', async () => {
    const detail = await call('GET', `/api/groups/${c.id}`, c.stranger);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('Secret plans');
    const list = await call('GET', `/api/groups?q=private%20crew`, c.stranger);
    expect(list.json().items.map((g: { id: string }) => g.id)).toContain(c.id);
  });
});

describe('a public group from every side', () => {
  let c: Awaited<ReturnType<typeof cast>>;
  beforeAll(async () => {
    c = await cast(false);
  });

  it('shows active members and events to anyone signed in, the discussion to active members only', async () => {
    const members = (await call('GET', `/api/groups/${c.id}/members`, c.stranger)).json() as GroupMemberPage;
    expect(members.items.map((m) => m.user.firstName)).toEqual(['Creator', 'Admin', 'Member']);
    expect(members.items.every((m) => m.user.email === null)).toBe(true);
    expect((await call('GET', `/api/groups/${c.id}/events`, c.stranger)).json().items).toHaveLength(1);
    for (const who of [c.stranger, c.waiting]) {
      const posts = await call('GET', `/api/groups/${c.id}/posts`, who);
      expect(posts.statusCode).toBe(403);
      expect(posts.json().message).toBe(MESSAGES.group.notActiveMember);
      expect((await call('POST', `/api/groups/${c.id}/posts`, who, { content: 'hi' })).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/groups/${c.id}/posts`, c.blocked)).json().message).toBe(MESSAGES.group.blocked);
    expect((await call('GET', `/api/groups/${c.id}/members`, c.blocked)).statusCode).toBe(403);
  });

  it('validates posts: non-blank, at most 5000 characters', async () => {
    const blank = await call('POST', `/api/groups/${c.id}/posts`, c.member, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: MESSAGES.post.blank, fields: { content: MESSAGES.post.blank } });
    const long = await call('POST', `/api/groups/${c.id}/posts`, c.member, { content: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.group.postTooLong);
    expect((await call('POST', `/api/groups/${c.id}/posts`, c.member, { content: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect((await call('POST', `/api/groups/${c.id}/posts`, c.member, {})).statusCode).toBe(400);
  });

  it('pages posts newest first by cursor', async () => {
    for (let i = 0; i < 5; i++) await call('POST', `/api/groups/${c.id}/posts`, c.member, { content: `post ${i}` });
    const first = (await call('GET', `/api/groups/${c.id}/posts?limit=3`, c.member)).json() as GroupPostPage;
    expect(first.items.map((p) => p.content)).toEqual(['post 4', 'post 3', 'post 2']);
    const second = (await call('GET', `/api/groups/${c.id}/posts?limit=3&cursor=${first.nextCursor}`, c.member)).json() as GroupPostPage;
    expect(second.items.map((p) => p.content)).toEqual(['post 1', 'post 0', expect.any(String)]);
  });
});

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
  it('adds an existing user as active member, case-insensitively; 404 unknown, 409 already or blocked', async () => {
    const c = await cast(true);
    const res = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: `  ${c.stranger.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ groupId: c.id, userId: c.stranger.id, role: 'member', status: 'active' });
    expect((await call('GET', `/api/groups/${c.id}/posts`, c.stranger)).statusCode).toBe(200);

    const again = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.stranger.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.group.userAlreadyMember);
    const waiting = await call('POST', `/api/groups/${c.id}/add-member`, c.creator, { email: c.waiting.email });
    expect(waiting.json()).toMatchObject({ status: 'active' });
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
    expect((await call('GET', `/api/groups/${c.id}`, c.creator)).json().memberCount).toBe(5);
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
