/**
 * Issue 20: a place goes with the membership, across two server processes on one PostgreSQL. Holders of a private
 * group's full event leave the group (or are removed by its creator) on both processes while newcomers join the event
 * at the same time: the freed places go to the head of the waitlist in queue order, never to a newcomer ahead of it,
 * and the event is never over capacity.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { eventParticipants, events, sessions, users } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { startServerProcess } from './helpers/server-process';
import { addMember, createEvent, makeGroup, person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';

let t: TestApp;
const servers: ChildProcess[] = [];
const ports: number[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const base = 20_000 + Math.floor(Math.random() * 20_000);
  ports.push(base, base + 1);
  servers.push(...(await Promise.all(ports.map((port) => startServerProcess({ databaseUrl: t.database.url!, port, dataDir: t.dataDir })))));
}, 150_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  await t?.close();
});

async function bulkUsers(n: number): Promise<{ id: string; token: string }[]> {
  const people = Array.from({ length: n }, (_, i) => ({ id: `rel-${randomBytes(6).toString('hex')}-${i}`, token: randomBytes(24).toString('hex') }));
  await t.app.db.insert(users).values(people.map((p) => ({ id: p.id, email: `${p.id}@example.com`, firstName: 'Rel', lastName: p.id })));
  await t.app.db.insert(sessions).values(people.map((p) => ({ id: `s-${p.id}`, token: p.token, userId: p.id, expiresAt: new Date(Date.now() + 3600_000) })));
  return people;
}

const call = (port: number, token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.status);

describe.skipIf(!onPostgres)('releasing places of a private group across two processes', () => {
  it('gives the freed places to the waitlist in queue order, never beyond capacity', { timeout: 300_000 }, async () => {
    const organizer = await person(t.app, 'Rita');
    const groupId = await makeGroup(t.app, organizer, { isPrivate: true });
    // 9 places: the organizer holds one, 8 holders take the rest; 12 wait; 6 newcomers join during the releases.
    const event = await createEvent(t.app, organizer, groupId, { capacity: '9' });
    const [holders, waiting, newcomers] = [await bulkUsers(8), await bulkUsers(12), await bulkUsers(6)];
    for (const p of [...holders, ...waiting, ...newcomers]) await addMember(t.app, groupId, p.id);
    for (const p of [...holders, ...waiting]) expect(await call(ports[0]!, p.token, 'POST', `/api/events/${event.id}/join`, { guestCount: 0 })).toBe(200);

    // Half the holders leave the group, the creator removes the other half, newcomers join: all at once, on both.
    const statuses = await Promise.all([
      ...holders.slice(0, 4).map((p, i) => call(ports[i % 2]!, p.token, 'DELETE', `/api/groups/${groupId}/leave`)),
      ...holders.slice(4).map((p, i) => call(ports[(i + 1) % 2]!, organizer.token, 'DELETE', `/api/groups/${groupId}/members/${p.id}`)),
      ...newcomers.map((p, i) => call(ports[i % 2]!, p.token, 'POST', `/api/events/${event.id}/join`, { guestCount: 0 })),
    ]);
    expect(statuses).toEqual(statuses.map(() => 200));

    const rows = await t.app.db
      .select()
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, event.id))
      .orderBy(asc(eventParticipants.queuedAt), asc(eventParticipants.id));
    const byStatus = (s: string) => rows.filter((r) => r.status === s).map((r) => r.userId);
    const holderIds = new Set(holders.map((p) => p.id));
    expect(rows.some((r) => holderIds.has(r.userId))).toBe(false);
    // The 8 freed places went to the first 8 of the waitlist, whatever the newcomers did.
    expect(byStatus('registered').sort()).toEqual([organizer.id, ...waiting.slice(0, 8).map((p) => p.id)].sort());
    expect(byStatus('waitlisted').slice(0, 4)).toEqual(waiting.slice(8).map((p) => p.id));
    expect(byStatus('waitlisted').slice(4).sort()).toEqual(newcomers.map((p) => p.id).sort());
    const [counters] = await t.app.db.select({ placesTaken: events.placesTaken, waitlistCount: events.waitlistCount }).from(events).where(eq(events.id, event.id));
    expect(counters).toEqual({ placesTaken: 9, waitlistCount: 10 });
  });
});
