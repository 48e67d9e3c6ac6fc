/**
 * Issue 19: `Idempotency-Key` on creating comments, posts, groups and events. The same key from the same user answers
 * the first result again and stores nothing new; another user or another key creates a new row; a key reused for
 * another request is refused; a failed request frees its key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventComments, events, groupPosts, groups } from '@kickoff/db';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, eventFields, makeGroup, multipart, person, type Person } from './helpers/events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const post = (user: Person, url: string, payload: unknown, key?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: payload as object });

describe('Idempotency-Key', () => {
  it('a repeated comment with the same key answers the first and stores one row; another key or user stores another', async () => {
    const [owner, other] = await Promise.all([person(t.app, 'Olga'), person(t.app, 'Otto')]);
    const groupId = await makeGroup(t.app, owner);
    const event = await createEvent(t.app, owner, groupId);
    const url = `/api/events/${event.id}/comments`;
    const first = await post(owner, url, { content: 'Bring water' }, 'k-1');
    const again = await post(owner, url, { content: 'Bring water' }, 'k-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.app.db.select().from(eventComments).where(eq(eventComments.eventId, event.id))).toHaveLength(1);
    expect((await post(owner, url, { content: 'Bring water' }, 'k-2')).statusCode).toBe(201);
    expect((await post(other, url, { content: 'Bring water' }, 'k-1')).statusCode).toBe(201);
    expect((await post(owner, url, { content: 'No key' })).statusCode).toBe(201);
    expect(await t.app.db.select().from(eventComments).where(eq(eventComments.eventId, event.id))).toHaveLength(4);
  });

  it('double-submitted posts, groups and events at once create one row each', async () => {
    const owner = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, owner);
    const posts = await Promise.all([1, 2].map(() => post(owner, `/api/groups/${groupId}/posts`, { content: 'Hi all' }, 'post-key')));
    expect(posts.map((r) => r.statusCode).sort()).toEqual(posts.some((r) => r.statusCode === 409) ? [201, 409] : [201, 201]);
    expect(await t.app.db.select().from(groupPosts).where(eq(groupPosts.groupId, groupId))).toHaveLength(1);

    const name = `Keyed ${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 2; i++) expect((await post(owner, '/api/groups', { name, sportType: 'tennis' }, 'group-key')).statusCode).toBe(201);
    expect(await t.app.db.select().from(groups).where(eq(groups.name, name))).toHaveLength(1);

    const title = `Keyed game ${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 2; i++) {
      const form = multipart(eventFields(groupId, { title }));
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: { ...owner.headers, ...form.headers, 'idempotency-key': 'event-key' }, payload: form.payload });
      expect(res.statusCode).toBe(201);
    }
    expect(await t.app.db.select().from(events).where(eq(events.title, title))).toHaveLength(1);
  });

  it('refuses a key reused for another request, frees the key of a failed one, and checks its length', async () => {
    const owner = await person(t.app, 'Olga');
    const [g1, g2] = [await makeGroup(t.app, owner), await makeGroup(t.app, owner)];
    expect((await post(owner, `/api/groups/${g1}/posts`, { content: 'One' }, 'same')).statusCode).toBe(201);
    const reused = await post(owner, `/api/groups/${g2}/posts`, { content: 'Two' }, 'same');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(MESSAGES.common.idempotencyKeyReused);
    // A blank post fails (400) and does not keep the key: the fixed retry with the same key works.
    expect((await post(owner, `/api/groups/${g1}/posts`, { content: '   ' }, 'retry')).statusCode).toBe(400);
    expect((await post(owner, `/api/groups/${g1}/posts`, { content: 'Fixed' }, 'retry')).statusCode).toBe(201);
    expect((await post(owner, `/api/groups/${g1}/posts`, { content: 'Long key' }, 'x'.repeat(201))).statusCode).toBe(400);
  });
});
