/**
 * Blocking a person anywhere (issue 34, point 2), on PGlite and PostgreSQL: the routes and their bad input, then the
 * block's effects in both directions on comments, posts, the member and participant lists, notifications and joins.
 * Ann blocks Ben; Cat is a bystander who sees everything as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@kickoff/db';
import { MESSAGES, type BlockedPersonPage, type GroupMemberPage, type GroupPostPage, type ParticipantResponse, type ThreadedComment } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';

let t: TestApp;
let ann: Person;
let ben: Person;
let cat: Person;
let dee: Person;
let groupId: string;
const ANN_PHOTO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const BEN_PHOTO = '/uploads/fedcba9876543210fedcba9876543210.webp';

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
  [ann, ben, cat, dee] = await Promise.all(['Ann', 'Ben', 'Cat', 'Dee'].map((n) => person(t.app, n)));
  await t.app.db.update(users).set({ image: ANN_PHOTO }).where(eq(users.id, ann.id));
  await t.app.db.update(users).set({ image: BEN_PHOTO }).where(eq(users.id, ben.id));
  groupId = await makeGroup(t.app, dee);
  for (const p of [ann, ben, cat]) await addMember(t.app, groupId, p.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const block = (who: Person, userId: string) => t.app.inject({ method: 'POST', url: '/api/user/blocks', headers: who.headers, payload: { userId } });
const unblock = (who: Person, userId: string) => t.app.inject({ method: 'DELETE', url: `/api/user/blocks/${userId}`, headers: who.headers });
const blockedList = async (who: Person, query = '') => {
  const res = await t.app.inject({ url: `/api/user/blocks${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as BlockedPersonPage;
};
const comment = async (eventId: string, who: Person, content: string, parentCommentId?: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: who.headers, payload: { content, parentCommentId } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};
const comments = async (eventId: string, who: Person) => {
  const res = await t.app.inject({ url: `/api/events/${eventId}/comments`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as ThreadedComment[];
};
const post = async (who: Person, content: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: who.headers, payload: { content } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};
const posts = async (who: Person) => {
  const res = await t.app.inject({ url: `/api/groups/${groupId}/posts?limit=50`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as GroupPostPage).items;
};
const run = () => t.app.jobs.runDue();

describe('the block routes', () => {
  it('blocks once (201, then 200), lists the blocked newest first, and unblocks', async () => {
    const [x, y, z] = await Promise.all(['Xan', 'Yan', 'Zed'].map((n) => person(t.app, n)));
    expect((await block(x, y.id)).statusCode).toBe(201);
    expect((await block(x, y.id)).statusCode).toBe(200);
    expect((await block(x, z.id)).statusCode).toBe(201);
    const page = await blockedList(x);
    expect(page.items.map((p) => [p.userId, p.firstName])).toEqual([
      [z.id, 'Zed'],
      [y.id, 'Yan'],
    ]);
    expect(page.nextCursor).toBeNull();
    const first = await blockedList(x, '?limit=1');
    expect(first.items.map((p) => p.userId)).toEqual([z.id]);
    const second = await blockedList(x, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.userId)).toEqual([y.id]);
    expect(second.nextCursor).toBeNull();
    // The blocked person's own list says nothing of it.
    expect((await blockedList(y)).items).toEqual([]);
    expect((await unblock(x, y.id)).statusCode).toBe(200);
    expect((await unblock(x, y.id)).statusCode).toBe(200);
    expect((await blockedList(x)).items.map((p) => p.userId)).toEqual([z.id]);
  });

  it('refuses a block of yourself (400), an unknown person (404), signed-out callers (401) and bad cursors (400)', async () => {
    const self = await block(cat, cat.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.block.self);
    expect((await unblock(cat, cat.id)).statusCode).toBe(400);
    const unknown = await block(cat, 'no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.block.userNotFound);
    expect((await unblock(cat, 'no-such-user')).statusCode).toBe(404);
    expect((await block(cat, '')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/blocks', payload: { userId: ann.id } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/blocks' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/blocks/${ann.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/blocks?cursor=nonsense', headers: cat.headers })).statusCode).toBe(400);
    expect((await blockedList(cat)).items).toEqual([]);
  });
});

describe('the effects of Ann blocking Ben', () => {
  let eventId: string;
  let annTop: string;
  let benTop: string;
  let catTop: string;

  beforeAll(async () => {
    const event = await createEvent(t.app, dee, groupId);
    eventId = event.id;
    annTop = (await comment(eventId, ann, 'Ann here, bringing cones')).id;
    benTop = (await comment(eventId, ben, 'Ben here, who is in?')).id;
    catTop = (await comment(eventId, cat, 'Cat here')).id;
    await comment(eventId, ben, 'Ben replies to Cat', catTop);
    await comment(eventId, cat, 'Cat replies to Ann', annTop);
    await post(ann, 'Ann posts in the group');
    await post(ben, 'Ben posts in the group');
    for (const p of [ann, ben, cat]) expect((await join(t.app, p, eventId)).statusCode).toBe(200);
    await run();
    expect((await block(ann, ben.id)).statusCode).toBe(201);
  });

  it("collapses Ben's comments and replies for Ann: no text, no picture, marked", async () => {
    const list = await comments(eventId, ann);
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(annTop)?.content).toBe('Ann here, bringing cones');
    expect(byId.get(benTop)).toMatchObject({ content: '', blockedAuthor: true, author: { firstName: 'Ben', profileImageUrl: null } });
    const catThread = byId.get(catTop)!;
    expect(catThread.content).toBe('Cat here');
    expect(catThread.blockedAuthor).toBeUndefined();
    expect(catThread.replies).toMatchObject([{ content: '', blockedAuthor: true, authorId: ben.id }]);
    expect(JSON.stringify(list)).not.toContain('Ben here');
    expect(JSON.stringify(list)).not.toContain('Ben replies');
  });

  it("does not send Ann's comments to Ben (her thread goes with them); Cat sees everything", async () => {
    const benSees = await comments(eventId, ben);
    expect(benSees.map((c) => c.id)).toEqual([benTop, catTop]);
    expect(JSON.stringify(benSees)).not.toContain('Ann here');
    expect(JSON.stringify(benSees)).not.toContain(ann.id);
    const catSees = await comments(eventId, cat);
    expect(catSees.map((c) => c.id)).toEqual([annTop, benTop, catTop]);
    expect(JSON.stringify(catSees)).not.toContain('blockedAuthor');
  });

  it("collapses Ben's posts for Ann and hides Ann's posts from Ben", async () => {
    const annSees = await posts(ann);
    expect(annSees.find((p) => p.authorId === ben.id)).toMatchObject({ content: '', blockedAuthor: true, author: { profileImageUrl: null } });
    expect(annSees.find((p) => p.authorId === ann.id)?.content).toBe('Ann posts in the group');
    const benSees = await posts(ben);
    expect(benSees.map((p) => p.authorId)).not.toContain(ann.id);
    expect(benSees.find((p) => p.authorId === ben.id)?.content).toBe('Ben posts in the group');
    const catSees = await posts(cat);
    expect(catSees.map((p) => p.content)).toEqual(expect.arrayContaining(['Ann posts in the group', 'Ben posts in the group']));
  });

  it("withholds Ann's picture from Ben in the member and participant lists (she stays listed)", async () => {
    const members = async (who: Person) => ((await t.app.inject({ url: `/api/groups/${groupId}/members?limit=50`, headers: who.headers })).json() as GroupMemberPage).items;
    const participants = async (who: Person) => (await t.app.inject({ url: `/api/events/${eventId}/participants`, headers: who.headers })).json() as ParticipantResponse[];
    expect((await members(ben)).find((m) => m.userId === ann.id)?.user.profileImageUrl).toBeNull();
    expect((await participants(ben)).find((p) => p.userId === ann.id)?.profileImageUrl).toBeNull();
    // Ann and bystanders still see everyone's pictures, Ben's included.
    expect((await members(cat)).find((m) => m.userId === ann.id)?.user.profileImageUrl).toBe(ANN_PHOTO);
    expect((await participants(cat)).find((p) => p.userId === ann.id)?.profileImageUrl).toBe(ANN_PHOTO);
    expect((await participants(ann)).find((p) => p.userId === ben.id)?.profileImageUrl).toBe(BEN_PHOTO);
  });

  it("notifies neither of the other's comments, replies or posts; Cat hears of both", async () => {
    const before = { ann: (await inbox(t.app, ann)).length, ben: (await inbox(t.app, ben)).length, cat: (await inbox(t.app, cat)).length };
    await comment(eventId, ben, 'Ben again');
    await comment(eventId, ben, 'Ben answers Ann', annTop);
    await comment(eventId, ann, 'Ann again');
    await post(ben, 'Ben posts again');
    await post(ann, 'Ann posts again');
    await run();
    const annNews = (await inbox(t.app, ann)).slice(0, (await inbox(t.app, ann)).length - before.ann);
    const benNews = (await inbox(t.app, ben)).slice(0, (await inbox(t.app, ben)).length - before.ben);
    const catNews = (await inbox(t.app, cat)).slice(0, (await inbox(t.app, cat)).length - before.cat);
    expect(annNews).toEqual([]);
    expect(benNews).toEqual([]);
    // Cat, a participant and member, hears of all five.
    expect(catNews.map((n) => n.body).sort()).toEqual(
      ['Ann: Ann again', 'Ann: Ann posts again', 'Ben: Ben again', 'Ben: Ben answers Ann', 'Ben: Ben posts again'].map((b) => b.replace(':', ' Tester:')).sort(),
    );
  });

  it('refuses Ben a place in events Ann hosts or co-hosts (neutral 403); Ann may still join his', async () => {
    const annGroup = await makeGroup(t.app, ann);
    await addMember(t.app, annGroup, ben.id);
    const annEvent = await createEvent(t.app, ann, annGroup);
    const refused = await join(t.app, ben, annEvent.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.block.joinRefused);
    expect(refused.body).not.toContain('Ann');
    expect((await join(t.app, cat, annEvent.id)).statusCode).toBe(200);
    // Ann co-hosts Dee's event: Ben is refused there too.
    const coHosted = await createEvent(t.app, dee, groupId, { coHostIds: ann.id });
    expect(coHosted.coHosts?.map((h) => h.id)).toEqual([ann.id]);
    expect((await join(t.app, ben, coHosted.id)).statusCode).toBe(403);
    // The block is Ann's choice: she may join an event Ben hosts.
    const benGroup = await makeGroup(t.app, ben);
    await addMember(t.app, benGroup, ann.id);
    const benEvent = await createEvent(t.app, ben, benGroup);
    expect((await join(t.app, ann, benEvent.id)).statusCode).toBe(200);
    // Unblocked, Ben may join again.
    expect((await unblock(ann, ben.id)).statusCode).toBe(200);
    expect((await join(t.app, ben, annEvent.id)).statusCode).toBe(200);
    expect((await block(ann, ben.id)).statusCode).toBe(201);
  });

  it('restores everything on unblock', async () => {
    expect((await unblock(ann, ben.id)).statusCode).toBe(200);
    const annSees = await comments(eventId, ann);
    expect(annSees.find((c) => c.id === benTop)).toMatchObject({ content: 'Ben here, who is in?', author: { profileImageUrl: BEN_PHOTO } });
    expect(JSON.stringify(annSees)).not.toContain('blockedAuthor');
    expect((await comments(eventId, ben)).map((c) => c.id)).toContain(annTop);
    expect((await posts(ben)).map((p) => p.authorId)).toContain(ann.id);
  });
});
