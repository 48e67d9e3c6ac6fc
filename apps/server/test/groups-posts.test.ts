/**
 * Group posts after they are written (issue 19): the author edits (the post says "edited"), the author or the
 * group's creator deletes; admins, other members, outsiders and the blocked may not. Every role at once:
 * permission-matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type GroupPost, type GroupPostPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { caller, groupCast, person } from './helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

async function post(groupId: string, who: Parameters<typeof call>[2], content: string): Promise<GroupPost> {
  const res = await call('POST', `/api/groups/${groupId}/posts`, who, { content });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('editing a post', () => {
  it('the author edits: the new text, editedAt set, the list shows it; blank and too long are refused', async () => {
    const g = await groupCast(t.app, false);
    const mine = await post(g.id, g.member, 'Kickoff at 7');
    expect(mine.editedAt).toBeNull();

    const res = await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.member, { content: '  Kickoff at 7:30  ' });
    expect(res.statusCode).toBe(200);
    const edited = res.json() as GroupPost;
    expect(edited).toMatchObject({ id: mine.id, content: 'Kickoff at 7:30', authorId: g.member.id, createdAt: mine.createdAt });
    expect(Date.parse(edited.editedAt!)).toBeGreaterThanOrEqual(Date.parse(mine.createdAt));
    const list = (await call('GET', `/api/groups/${g.id}/posts`, g.creator)).json() as GroupPostPage;
    expect(list.items.find((p) => p.id === mine.id)).toMatchObject({ content: 'Kickoff at 7:30', editedAt: edited.editedAt });

    const blank = await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.member, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.content).toBe(MESSAGES.post.blank);
    const long = await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.member, { content: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.content).toBe(MESSAGES.group.postTooLong);
  });

  it('nobody else edits: not the creator, an admin or another member (403); outsiders of a private group get 404', async () => {
    const g = await groupCast(t.app, true);
    const mine = await post(g.id, g.member, 'Bring bibs');
    for (const who of [g.creator, g.admin]) {
      const res = await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, who, { content: 'Changed' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.post.editDenied);
    }
    expect((await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.stranger, { content: 'Changed' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.waiting, { content: 'Changed' })).statusCode).toBe(404);
    const blocked = await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.blocked, { content: 'Changed' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.group.blocked);
    expect((await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, undefined, { content: 'Changed' })).statusCode).toBe(401);
    const list = (await call('GET', `/api/groups/${g.id}/posts`, g.member)).json() as GroupPostPage;
    expect(list.items.find((p) => p.id === mine.id)).toMatchObject({ content: 'Bring bibs', editedAt: null });
  });

  it('a post id of another group, or none, is 404 "Post not found"', async () => {
    const g = await groupCast(t.app, false);
    const other = await groupCast(t.app, false);
    const elsewhere = await post(other.id, other.member, 'Elsewhere');
    const res = await call('PATCH', `/api/groups/${g.id}/posts/${elsewhere.id}`, g.member, { content: 'Moved?' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.post.notFound);
    expect((await call('DELETE', `/api/groups/${g.id}/posts/nope`, g.creator)).statusCode).toBe(404);
  });

  it('an author who left the group can no longer edit or delete (the creator still can delete)', async () => {
    const g = await groupCast(t.app, false);
    const mine = await post(g.id, g.member, 'See you all');
    expect((await call('DELETE', `/api/groups/${g.id}/leave`, g.member)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/groups/${g.id}/posts/${mine.id}`, g.member, { content: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${g.id}/posts/${mine.id}`, g.member)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${g.id}/posts/${mine.id}`, g.creator)).statusCode).toBe(200);
  });
});

describe('deleting a post', () => {
  it('the author deletes their own; the creator deletes anyone\'s; it is gone from the list; twice is 404', async () => {
    const g = await groupCast(t.app, false);
    const byMember = await post(g.id, g.member, 'One');
    const byAdmin = await post(g.id, g.admin, 'Two');

    const own = await call('DELETE', `/api/groups/${g.id}/posts/${byMember.id}`, g.member);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    expect((await call('DELETE', `/api/groups/${g.id}/posts/${byAdmin.id}`, g.creator)).statusCode).toBe(200);
    const ids = ((await call('GET', `/api/groups/${g.id}/posts`, g.member)).json() as GroupPostPage).items.map((p) => p.id);
    expect(ids).not.toContain(byMember.id);
    expect(ids).not.toContain(byAdmin.id);
    const again = await call('DELETE', `/api/groups/${g.id}/posts/${byMember.id}`, g.member);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.post.notFound);
  });

  it('an admin or another member cannot delete someone else\'s post (403); a stranger of a public group 403', async () => {
    const g = await groupCast(t.app, false);
    const byMember = await post(g.id, g.member, 'Mine');
    const other = await person(t.app, 'Other');
    expect((await call('POST', `/api/groups/${g.id}/join`, other)).statusCode).toBe(200);
    for (const who of [g.admin, other]) {
      const res = await call('DELETE', `/api/groups/${g.id}/posts/${byMember.id}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.post.deleteDenied);
    }
    expect((await call('DELETE', `/api/groups/${g.id}/posts/${byMember.id}`, g.stranger)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${g.id}/posts/${byMember.id}`, g.blocked)).statusCode).toBe(403);
    const ids = ((await call('GET', `/api/groups/${g.id}/posts`, g.member)).json() as GroupPostPage).items.map((p) => p.id);
    expect(ids).toContain(byMember.id);
  });
});
