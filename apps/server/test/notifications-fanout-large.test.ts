/**
 * A fan-out to a big group (1,200 members, over the 1,000 rows a statement writes): everyone gets the in-app row and
 * the push job once, a member who keeps the kind out of the app gets a push job carrying the message, and a retry of
 * the fan-out writes nothing twice. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { groupMembers, jobs, notificationPreferences, notifications } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, makeGroup, person, type Person } from './helpers/events';
import { bulkUsers } from './helpers/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

it('1,200 members: one row and one push each, a push with the message where in-app is off, nothing twice on a retry', { timeout: 120_000 }, async () => {
  const author: Person = await person(t.app, 'Big');
  const groupId = await makeGroup(t.app, author);
  const members = await bulkUsers(t.app, 1200, 'crowd');
  await t.app.db.insert(groupMembers).values(members.map((m) => ({ groupId, userId: m.id, status: 'active' as const })));
  await addMember(t.app, groupId, members[0]!.id); // recounts member_count
  const quiet = members[1]!.id;
  await t.app.db.insert(notificationPreferences).values({ userId: quiet, kind: 'group_messages', push: true, inApp: false, email: false });

  const res = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content: 'Season opener' } });
  expect(res.statusCode).toBe(201);
  const postId = res.json().id as string;
  const [notify] = await t.app.db.select().from(jobs).where(eq(jobs.key, `notify:group_message:${postId}`));
  expect(notify).toBeDefined();
  // Only the fan-out runs here: the 1,200 pushes stay queued to be counted.
  await t.app.db.update(jobs).set({ runAt: sql`now() + interval '1 hour'` }).where(and(eq(jobs.status, 'pending'), sql`${jobs.id} <> ${notify!.id}`));
  await t.app.jobs.runDue();

  const rows = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.sourceKey, `group_message:${postId}`));
  expect(rows[0]!.n).toBe(1199);
  const pushes = await t.app.db.select({ key: jobs.key, payload: jobs.payload }).from(jobs).where(and(eq(jobs.kind, 'push'), sql`${jobs.runAt} <= now()`));
  expect(pushes).toHaveLength(1200);
  const carried = pushes.find((p) => p.payload.userId === quiet)!;
  expect(carried.key).toBe(`push:group_message:${postId}:${quiet}`);
  expect(carried.payload).toMatchObject({ message: { type: 'group_message', body: 'Big Tester: Season opener' } });

  // The fan-out again (a retry after a crash): nothing new.
  await t.app.db.update(jobs).set({ status: 'pending', runAt: sql`now()` }).where(eq(jobs.id, notify!.id));
  await t.app.db.update(jobs).set({ runAt: sql`now() + interval '1 hour'` }).where(and(eq(jobs.kind, 'push'), eq(jobs.status, 'pending')));
  await t.app.jobs.runDue();
  const again = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(like(jobs.key, 'push:%'));
  expect(again[0]!.n).toBe(1200);
});
