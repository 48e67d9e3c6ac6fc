/**
 * Reports (issue 34, point 1): anything a person can see that others wrote can be reported with a reason from the list;
 * reporting twice is one report; new reports are limited per account; what the caller cannot see is a 404; the queue
 * (moderators only, 404 to others) groups reports by target and keeps the content as it was reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, makeGroup, person, type Person } from './helpers/events';
import { caseOf, fileReport, moderator } from './helpers/moderation';
import { MODERATION } from '@kickoff/shared';

let t: TestApp;
let mod: Person;
let author: Person;
let member: Person;
let stranger: Person;
let groupId: string;
let privateGroupId: string;
let eventId: string;
let postId: string;
let commentId: string;

async function post(groupOf: string, by: Person, content: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupOf}/posts`, headers: by.headers, payload: { content } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  [mod, author, member, stranger] = await Promise.all([moderator(t.app), person(t.app, 'Author'), person(t.app, 'Member'), person(t.app, 'Stranger')]);
  groupId = await makeGroup(t.app, author);
  await addMember(t.app, groupId, member.id);
  privateGroupId = await makeGroup(t.app, author, { isPrivate: true });
  eventId = (await createEvent(t.app, author, groupId, { title: 'Park game' })).id;
  postId = await post(groupId, author, 'Buy cheap watches at spam.example');
  const c = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/comments`, headers: author.headers, payload: { content: 'You all play badly' } });
  expect(c.statusCode).toBe(201);
  commentId = c.json().id;
});
afterAll(async () => t?.close());

describe('reporting', () => {
  it('every kind of target can be reported, with the content as it was; twice by the same person is one report', async () => {
    const targets = [
      { targetType: 'group_post', targetId: postId, text: 'Buy cheap watches at spam.example' },
      { targetType: 'event_comment', targetId: commentId, text: 'You all play badly' },
      { targetType: 'event', targetId: eventId, text: null },
      { targetType: 'group', targetId: groupId, text: null },
      { targetType: 'profile', targetId: author.id, text: null },
    ];
    for (const target of targets) {
      const first = await fileReport(t.app, member, { targetType: target.targetType, targetId: target.targetId, reason: 'spam', note: 'seen it twice' });
      expect(first.statusCode, target.targetType).toBe(201);
      expect(first.json()).toEqual({ status: 'reported' });
      const again = await fileReport(t.app, member, { targetType: target.targetType, targetId: target.targetId, reason: 'harassment' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'already_reported' });
      const found = await caseOf(t.app, mod, target.targetId);
      expect(found?.reportCount, target.targetType).toBe(1);
      expect(found?.reasons).toEqual([{ reason: 'spam', count: 1 }]);
      expect(found?.notes.map((n) => n.note)).toEqual(['seen it twice']);
      expect(found?.subject?.id).toBe(author.id);
      if (target.text) expect(found?.snapshot.text).toBe(target.text);
    }
    // Another person's report joins the same case.
    expect((await fileReport(t.app, stranger, { targetType: 'group', targetId: groupId, reason: 'impersonation' })).statusCode).toBe(201);
    const group = await caseOf(t.app, mod, groupId);
    expect(group?.reportCount).toBe(2);
    expect(group?.reasons).toEqual(expect.arrayContaining([{ reason: 'spam', count: 1 }, { reason: 'impersonation', count: 1 }]));
  });

  it('the queue keeps the reported text when the post is edited and then deleted', async () => {
    const id = await post(groupId, author, 'Original words');
    expect((await fileReport(t.app, member, { targetType: 'group_post', targetId: id, reason: 'harassment' })).statusCode).toBe(201);
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/groups/${groupId}/posts/${id}`, headers: author.headers, payload: { content: 'Nicer words' } });
    expect(edit.statusCode).toBe(200);
    let found = await caseOf(t.app, mod, id);
    expect(found?.snapshot.text).toBe('Original words');
    expect(found?.current?.text).toBe('Nicer words');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${groupId}/posts/${id}`, headers: author.headers })).statusCode).toBe(200);
    found = await caseOf(t.app, mod, id);
    expect(found?.snapshot.text).toBe('Original words');
    expect(found?.current).toBeNull();
  });

  it('what the caller cannot see is 404; an unknown reason 400; their own content 400; nothing is recorded', async () => {
    const secret = await post(privateGroupId, author, 'Members only');
    expect((await fileReport(t.app, stranger, { targetType: 'group_post', targetId: secret, reason: 'spam' })).statusCode).toBe(404);
    // A public group's discussion is for its members too.
    expect((await fileReport(t.app, stranger, { targetType: 'group_post', targetId: postId, reason: 'spam' })).statusCode).toBe(404);
    const privateEvent = (await createEvent(t.app, author, privateGroupId, { title: 'Hidden game' })).id;
    expect((await fileReport(t.app, stranger, { targetType: 'event', targetId: privateEvent, reason: 'unsafe_event' })).statusCode).toBe(404);
    expect((await fileReport(t.app, stranger, { targetType: 'profile', targetId: 'no-such-person', reason: 'spam' })).statusCode).toBe(404);
    const unknown = await fileReport(t.app, member, { targetType: 'group', targetId: privateGroupId, reason: 'boring' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.reason).toBe(MODERATION.messages.reasonInvalid);
    expect((await fileReport(t.app, member, { targetType: 'planet', targetId: groupId, reason: 'spam' })).statusCode).toBe(400);
    expect((await fileReport(t.app, author, { targetType: 'group', targetId: privateGroupId, reason: 'spam' })).statusCode).toBe(400);
    expect(await caseOf(t.app, mod, secret)).toBeUndefined();
    expect(await caseOf(t.app, mod, privateGroupId)).toBeUndefined();
  });

  it('new reports are limited per account (429), repeats of an earlier report are not counted', async () => {
    const busy = await person(t.app, 'Busy');
    const people = await Promise.all(Array.from({ length: MODERATION.reportsPerHour + 1 }, (_, i) => person(t.app, `P${i}`)));
    for (const [i, p] of people.slice(0, MODERATION.reportsPerHour).entries()) {
      expect((await fileReport(t.app, busy, { targetType: 'profile', targetId: p.id, reason: 'spam' })).statusCode, `report ${i + 1}`).toBe(201);
    }
    expect((await fileReport(t.app, busy, { targetType: 'profile', targetId: people[0]!.id, reason: 'spam' })).statusCode).toBe(200);
    const over = await fileReport(t.app, busy, { targetType: 'profile', targetId: people[MODERATION.reportsPerHour]!.id, reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MODERATION.messages.tooMany);
    expect(await caseOf(t.app, mod, people[MODERATION.reportsPerHour]!.id)).toBeUndefined();
  });
});

describe('the queue', () => {
  it('answers 404 to everyone but moderators (401 signed out), on every console route', async () => {
    const routes = ['/api/moderation/access', '/api/moderation/cases', '/api/moderation/audit', '/api/moderation/deletion-requests'];
    for (const url of routes) {
      expect((await t.app.inject({ url, headers: member.headers })).statusCode, url).toBe(404);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: mod.headers })).statusCode, url).toBe(200);
    }
    const any = await caseOf(t.app, mod, groupId);
    const act = await t.app.inject({ method: 'POST', url: `/api/moderation/cases/${any!.id}/actions`, headers: author.headers, payload: { action: 'dismiss', reason: 'fine' } });
    expect(act.statusCode).toBe(404);
  });

  it('sorts newest first or most reported first, and pages', async () => {
    const [a, b] = [await person(t.app, 'Aa'), await person(t.app, 'Bb')];
    const reporters = await Promise.all([person(t.app, 'R1'), person(t.app, 'R2'), person(t.app, 'R3')]);
    for (const r of reporters) await fileReport(t.app, r, { targetType: 'profile', targetId: a.id, reason: 'impersonation' });
    await fileReport(t.app, reporters[0]!, { targetType: 'profile', targetId: b.id, reason: 'spam' });
    const newest = (await t.app.inject({ url: '/api/moderation/cases?sort=newest&limit=1', headers: mod.headers })).json();
    expect(newest.items[0].targetId).toBe(b.id);
    const top = (await t.app.inject({ url: '/api/moderation/cases?sort=most_reported&limit=1', headers: mod.headers })).json();
    expect(top.items[0].targetId).toBe(a.id);
    expect(top.items[0].reportCount).toBe(3);
    const next = await t.app.inject({ url: `/api/moderation/cases?sort=most_reported&limit=1&cursor=${top.nextCursor}`, headers: mod.headers });
    expect(next.statusCode).toBe(200);
    expect(next.json().items[0].reportCount).toBeLessThanOrEqual(3);
    expect(next.json().items[0].id).not.toBe(top.items[0].id);
    expect((await t.app.inject({ url: '/api/moderation/cases?cursor=nonsense', headers: mod.headers })).statusCode).toBe(400);
  });
});
