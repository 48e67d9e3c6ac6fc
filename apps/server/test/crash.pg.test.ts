/**
 * Crash safety on PostgreSQL (issue 9): a real server process takes a write load (group joins, posts, event
 * joins with guests, comments), is killed with SIGKILL mid-load and restarted on the same database. Every write
 * that was answered 2xx must be there, and nothing may be half done: group member counts equal the active
 * memberships, the event's registered places fit its capacity, every participant and comment belongs to an
 * existing event.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { eventComments, eventParticipants, events, groupMembers, groupPosts } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { unusedPorts } from './helpers/ports';
import { startServerProcess } from './helpers/server-process';
import { createEvent, makeGroup, person } from './helpers/events';
import { bulkUsers } from './helpers/people';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
let server: ChildProcess | undefined;
/** Chosen once (the restart reuses it), below the ephemeral range. */
let port = 0;

function startServer(): Promise<ChildProcess> {
  return startServerProcess({ databaseUrl: t.database.url!, port, dataDir: t.dataDir });
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  port = await unusedPorts();
}, 60_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await t?.close();
});

describe.skipIf(!onPostgres)('crash safety (PostgreSQL only: needs a server process on a shared database)', () => {
  it('keeps every acknowledged write and no half-done one after SIGKILL mid-load', { timeout: 90_000 }, async () => {
    const organizer = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, organizer);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '60' });
    const people = await bulkUsers(t.app, 160, 'crash');
    server = await startServer();

    const acked = { groupJoins: [] as string[], posts: [] as string[], eventJoins: [] as string[], comments: [] as string[] };
    const call = async (token: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status < 300 ? ((await res.json()) as { id?: string }) : null };
    };
    // Each user: join the group, post, join the event with guests, comment. Failures after the kill are expected.
    const load = people.map(async (p, i) => {
      await new Promise((r) => setTimeout(r, (i % 40) * 15));
      try {
        if ((await call(p.token, 'POST', `/api/groups/${groupId}/join`)).status === 200) acked.groupJoins.push(p.id);
        const post = await call(p.token, 'POST', `/api/groups/${groupId}/posts`, { content: `post ${i}` });
        if (post.status === 201) acked.posts.push(post.body!.id!);
        if ((await call(p.token, 'POST', `/api/events/${event.id}/join`, { guestCount: i % 3 })).status === 200) acked.eventJoins.push(p.id);
        const comment = await call(p.token, 'POST', `/api/events/${event.id}/comments`, { content: `comment ${i}` });
        if (comment.status === 201) acked.comments.push(comment.body!.id!);
      } catch {
        /* connection reset by the kill: not acknowledged */
      }
    });
    // Kill once some writes are acknowledged but the load is still running.
    for (let i = 0; i < 400 && acked.eventJoins.length < 15; i++) await new Promise((r) => setTimeout(r, 25));
    server.kill('SIGKILL');
    await Promise.all(load);
    const total = acked.groupJoins.length + acked.posts.length + acked.eventJoins.length + acked.comments.length;
    expect(total).toBeGreaterThan(0);
    expect(acked.comments.length).toBeLessThan(people.length); // the kill really interrupted the load

    server = await startServer();
    expect((await fetch(`http://127.0.0.1:${port}/api/readyz`)).status).toBe(200);

    const db = t.app.db;
    if (acked.groupJoins.length) {
      const rows = await db.select({ userId: groupMembers.userId }).from(groupMembers).where(inArray(groupMembers.userId, acked.groupJoins));
      expect(rows.length).toBe(acked.groupJoins.length);
    }
    if (acked.posts.length) expect((await db.select({ id: groupPosts.id }).from(groupPosts).where(inArray(groupPosts.id, acked.posts))).length).toBe(acked.posts.length);
    if (acked.eventJoins.length) {
      const rows = await db.select().from(eventParticipants).where(inArray(eventParticipants.userId, acked.eventJoins));
      expect(rows.length).toBe(acked.eventJoins.length);
    }
    if (acked.comments.length) expect((await db.select({ id: eventComments.id }).from(eventComments).where(inArray(eventComments.id, acked.comments))).length).toBe(acked.comments.length);

    // Nothing half done.
    const counts = await db.execute(sql`select g.member_count as stored,
      (select count(*)::int from group_members m where m.group_id = g.id and m.status = 'active') as counted
      from groups g where g.id = ${groupId}`);
    const row = ((counts as unknown as { rows?: { stored: number; counted: number }[] }).rows ?? (counts as unknown as { stored: number; counted: number }[]))[0]!;
    expect(Number(row.stored)).toBe(Number(row.counted));
    const participants = await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    const registered = participants.filter((p) => p.status === 'registered').reduce((n, p) => n + (p.places ?? 1), 0);
    expect(registered).toBeLessThanOrEqual(60);
    expect(participants.every((p) => p.places === 1 + p.guestCount)).toBe(true);
    const orphans = await db.execute(sql`select
      (select count(*)::int from event_participants p where not exists (select 1 from events e where e.id = p.event_id)) +
      (select count(*)::int from event_comments c where not exists (select 1 from events e where e.id = c.event_id)) as n`);
    const orphanRow = ((orphans as unknown as { rows?: { n: number }[] }).rows ?? (orphans as unknown as { n: number }[]))[0]!;
    expect(Number(orphanRow.n)).toBe(0);
    // The restarted server reports the same places as the table.
    const view = await fetch(`http://127.0.0.1:${port}/api/events/${event.id}`).then((r) => r.json() as Promise<{ currentParticipants: number }>);
    expect(view.currentParticipants).toBe(registered);
    expect((await db.select({ id: events.id }).from(events).where(eq(events.id, event.id))).length).toBe(1);
  });
});
