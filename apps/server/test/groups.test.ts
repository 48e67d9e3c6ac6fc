/** Groups: create, read, update and delete (/api/groups, /api/groups/{id}). Discover and the lists: groups-discover.test.ts. */
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, groupMembers, groupPosts, groups, users } from '@kickoff/db';
import { MESSAGES, type GroupDetail } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createGroup, insertEvent, multipart, person, type Person } from './helpers/groups';

let t: TestApp;
let owner: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t.app, 'Olivia');
  other = await person(t.app, 'Max');
});
afterAll(async () => {
  await t?.close();
});

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();

describe('POST /api/groups', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/groups', payload: { name: 'A', sportType: 'soccer' } });
    expect(res.statusCode).toBe(401);
  });

  it('creates a group from multipart with an image; the creator is its active organizer and becomes an organizer', async () => {
    const form = multipart(
      { name: '  Sunday Strikers ', sportType: 'Soccer', description: 'Casual games', location: 'Austin', isPrivate: 'false' },
      { field: 'groupImage', name: 'logo.png', type: 'image/png', data: await png() },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/groups', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const group = res.json() as GroupDetail;
    expect(group).toMatchObject({
      name: 'Sunday Strikers',
      sportType: 'soccer',
      description: 'Casual games',
      location: 'Austin',
      isPrivate: false,
      memberCount: 1,
      eventsThisWeek: 0,
      creatorId: owner.id,
      organizerId: owner.id,
      creator: { firstName: 'Olivia', lastName: 'Tester' },
      isUserMember: true,
      membershipStatus: 'active',
      membershipRole: 'organizer',
      isCreator: true,
      canSeeContent: true,
    });
    expect(group.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(new Date(group.createdAt).toISOString()).toBe(group.createdAt);
    expect((await t.app.inject(group.imageUrl!)).statusCode).toBe(200);

    const [u] = await t.app.db.select({ role: users.rolePreference }).from(users).where(eq(users.id, owner.id));
    expect(u!.role).toBe('organizer');
  });

  it('answers the spec texts for missing fields', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/groups', headers: owner.headers, payload });
    const both = await post({ description: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      message: MESSAGES.group.requiredFields,
      fields: { name: MESSAGES.group.nameRequired, sportType: MESSAGES.group.sportRequired },
    });
    const noName = await post({ name: '   ', sportType: 'tennis' });
    expect(noName.json()).toMatchObject({ message: MESSAGES.group.nameRequired, fields: { name: MESSAGES.group.nameRequired } });
    const noSport = await post({ name: 'Tennis club', sportType: '' });
    expect(noSport.json()).toMatchObject({ message: MESSAGES.group.sportRequired });
    const unknownSport = await post({ name: 'Curlers', sportType: 'curling' });
    expect(unknownSport.statusCode).toBe(400);
    expect(unknownSport.json().fields.sportType).toBe(MESSAGES.group.sportUnknown);
    const tooLong = await post({ name: 'x'.repeat(101), sportType: 'tennis' });
    expect(tooLong.statusCode).toBe(400);
    const badPrivate = await post({ name: 'X', sportType: 'tennis', isPrivate: 'maybe' });
    expect(badPrivate.statusCode).toBe(400);
  });

  it('refuses an image over 5 MB (413), a non-image (415) and a wrong content type (415)', async () => {
    const big = multipart({ name: 'Big', sportType: 'yoga' }, { field: 'groupImage', name: 'a.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) });
    const res = await t.app.inject({ method: 'POST', url: '/api/groups', headers: { ...owner.headers, ...big.headers }, payload: big.payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.upload.tooLarge(5));

    const text = multipart({ name: 'Text', sportType: 'yoga' }, { field: 'groupImage', name: 'a.png', type: 'image/png', data: Buffer.from('hello, not an image') });
    const res2 = await t.app.inject({ method: 'POST', url: '/api/groups', headers: { ...owner.headers, ...text.headers }, payload: text.payload });
    expect(res2.statusCode).toBe(415);

    const res3 = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { ...owner.headers, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res3.statusCode).toBe(415);
    const count = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(groups).where(eq(groups.name, 'Big'));
    expect(count[0]!.n).toBe(0);
  });
});

describe('GET /api/groups/{id}', () => {
  it('shows the group with the caller membership, member count and events of the next 7 days', async () => {
    const id = await createGroup(t.app, owner, { name: 'Detail FC' });
    await insertEvent(t.app, id, owner.id, 2);
    await insertEvent(t.app, id, owner.id, 24 * 6);
    await insertEvent(t.app, id, owner.id, 24 * 8); // beyond the week
    await insertEvent(t.app, id, owner.id, -3); // past
    const res = await t.app.inject({ url: `/api/groups/${id}`, headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Detail FC',
      memberCount: 1,
      eventsThisWeek: 2,
      isUserMember: false,
      membershipStatus: null,
      membershipRole: null,
      isCreator: false,
      isFollowing: false,
      isBlocked: false,
      canSeeContent: true,
      creator: { firstName: 'Olivia', lastName: 'Tester' },
    });
  });

  it('answers 404 "Group not found" for an unknown id, signed in or out (visitors read public groups, issue 18)', async () => {
    for (const headers of [other.headers, {}]) {
      const res = await t.app.inject({ url: '/api/groups/does-not-exist', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.group.notFound);
    }
  });

  it("shows a private group's card to a stranger but not its content", async () => {
    const id = await createGroup(t.app, owner, { name: 'Secret Society', isPrivate: true, description: 'Shh' });
    const res = await t.app.inject({ url: `/api/groups/${id}`, headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Secret Society', description: 'Shh', isPrivate: true, canSeeContent: false });
  });
});

describe('PUT /api/groups/{id}', () => {
  it('lets the creator update with JSON, and with multipart replacing the image', async () => {
    const id = await createGroup(t.app, owner, { name: 'Before' });
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${id}`,
      headers: owner.headers,
      payload: { name: 'After', sportType: 'Tennis', description: '', location: 'Dallas', isPrivate: true },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ name: 'After', sportType: 'tennis', description: null, location: 'Dallas', isPrivate: true });

    const form = multipart(
      { name: 'After 2', sportType: 'tennis', isPrivate: 'false' },
      { field: 'groupImage', name: 'x.png', type: 'image/png', data: await png(32) },
    );
    const first = await t.app.inject({ method: 'PUT', url: `/api/groups/${id}`, headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(first.statusCode).toBe(200);
    const firstUrl = (first.json() as GroupDetail).imageUrl!;
    const form2 = multipart({ name: 'After 3', sportType: 'tennis' }, { field: 'groupImage', name: 'y.png', type: 'image/png', data: await png(40) });
    const second = await t.app.inject({ method: 'PUT', url: `/api/groups/${id}`, headers: { ...owner.headers, ...form2.headers }, payload: form2.payload });
    const secondUrl = (second.json() as GroupDetail).imageUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject(firstUrl)).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${id}`,
      headers: owner.headers,
      payload: { name: 'After 4', sportType: 'tennis', removeImage: true },
    });
    expect(removed.json().imageUrl).toBeNull();
    expect((await t.app.inject(secondUrl)).statusCode).toBe(404);
  });

  it('refuses others (403 for a public group, 404 for a private one) and invalid input', async () => {
    const id = await createGroup(t.app, owner);
    const res = await t.app.inject({ method: 'PUT', url: `/api/groups/${id}`, headers: other.headers, payload: { name: 'Mine', sportType: 'soccer' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.group.accessDenied);
    const privateId = await createGroup(t.app, owner, { isPrivate: true });
    const res2 = await t.app.inject({ method: 'PUT', url: `/api/groups/${privateId}`, headers: other.headers, payload: { name: 'Mine', sportType: 'soccer' } });
    expect(res2.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/groups/${id}`, headers: owner.headers, payload: { name: '', sportType: 'soccer' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.group.nameRequired);
  });
});

describe('DELETE /api/groups/{id}', () => {
  it('deletes the group with its events, posts and memberships, creator only', async () => {
    const id = await createGroup(t.app, owner);
    await t.app.inject({ method: 'POST', url: `/api/groups/${id}/join`, headers: other.headers });
    await t.app.inject({ method: 'POST', url: `/api/groups/${id}/posts`, headers: other.headers, payload: { content: 'hello' } });
    await insertEvent(t.app, id, owner.id, 5);
    await insertEvent(t.app, id, owner.id, -5);

    const denied = await t.app.inject({ method: 'DELETE', url: `/api/groups/${id}`, headers: other.headers });
    expect(denied.statusCode).toBe(403);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/groups/${id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, deletedEvents: 1 });
    const left = async (table: typeof events | typeof groupPosts | typeof groupMembers) =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.groupId, id)))[0]!.n;
    expect(await left(events)).toBe(0);
    expect(await left(groupPosts)).toBe(0);
    expect(await left(groupMembers)).toBe(0);
    expect((await t.app.inject({ url: `/api/groups/${id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('rolls everything back when a step fails (one transaction)', async () => {
    const id = await createGroup(t.app, owner);
    await insertEvent(t.app, id, owner.id, 5);
    // Make the final delete of the group fail after its events and members are gone.
    await t.app.db.execute(sql.raw(`create or replace function kickoff_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`));
    await t.app.db.execute(sql.raw(`create trigger kickoff_test_refuse before delete on groups for each row
      when (old.id = '${id}') execute function kickoff_test_refuse()`));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/groups/${id}`, headers: owner.headers });
    expect(res.statusCode).toBe(500);
    await t.app.db.execute(sql.raw('drop trigger kickoff_test_refuse on groups'));
    const ev = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(events).where(eq(events.groupId, id));
    expect(ev[0]!.n).toBe(1);
    const members = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(groupMembers).where(eq(groupMembers.groupId, id));
    expect(members[0]!.n).toBe(1);
  });
});
