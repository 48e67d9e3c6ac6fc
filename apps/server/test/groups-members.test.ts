/**
 * Groups: membership from every side (creator, admin, active member, waiting, blocked, stranger, signed out): joining,
 * leaving, following, private visibility, the discussion. The creator's management: groups-members-manage.test.ts.
 */
// The "from every side" blocks share one cast per block (helpers/groups.ts groupCast), built once: their reads come
// first and the writes that add posts last, so each case still holds when run alone (-t).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BlockedRecord, type GroupMemberPage, type GroupPostPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { caller, createGroup, groupCast, person, type GroupCast } from './helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

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
  let c: GroupCast;
  beforeAll(async () => {
    c = await groupCast(t.app, true);
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
  let c: GroupCast;
  beforeAll(async () => {
    c = await groupCast(t.app, false);
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
