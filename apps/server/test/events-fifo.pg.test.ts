/**
 * First come, first served on a hot event, across two server processes on one PostgreSQL: 200 people join an event of
 * 10 places at once. Exactly 10 are in, and they are the first 10 to take the event's lock (join order); the others
 * wait in that same order; then places freed one by one go to the head of the waitlist each time.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { eventParticipants, events, sessions, users } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { startServerProcess } from './helpers/server-process';
import { createEvent, makeGroup, person } from './helpers/events';

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
  const people = Array.from({ length: n }, (_, i) => ({ id: `fifo-${randomBytes(6).toString('hex')}-${i}`, token: randomBytes(24).toString('hex') }));
  await t.app.db.insert(users).values(people.map((p) => ({ id: p.id, email: `${p.id}@example.com`, firstName: 'Fifo', lastName: p.id })));
  await t.app.db.insert(sessions).values(people.map((p) => ({ id: `s-${p.id}`, token: p.token, userId: p.id, expiresAt: new Date(Date.now() + 3600_000) })));
  return people;
}

const participantsOf = (eventId: string) =>
  t.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventId)).orderBy(asc(eventParticipants.joinedAt), asc(eventParticipants.id));

describe.skipIf(!onPostgres)('a hot event across two server processes', () => {
  it('gives exactly its places to the first arrivals and promotes the waitlist in arrival order', { timeout: 300_000 }, async () => {
    const organizer = await person(t.app, 'Fifi');
    const groupId = await makeGroup(t.app, organizer);
    // 11 places: the organizer holds one, 10 are left.
    const event = await createEvent(t.app, organizer, groupId, { capacity: '11' });
    const people = await bulkUsers(200);
    const byUser = new Map(people.map((p) => [p.id, p]));

    const statuses = await Promise.all(
      people.map((p, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/api/events/${event.id}/join`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
          body: '{"guestCount":0}',
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const rows = (await participantsOf(event.id)).filter((r) => r.userId !== organizer.id);
    expect(rows).toHaveLength(200);
    // In lock order (join time, taken under the lock): the first 10 are in, every later one waits.
    expect(rows.slice(0, 10).every((r) => r.status === 'registered')).toBe(true);
    expect(rows.slice(10).every((r) => r.status === 'waitlisted')).toBe(true);
    const [counters] = await t.app.db.select({ placesTaken: events.placesTaken, waitlistCount: events.waitlistCount }).from(events).where(eq(events.id, event.id));
    expect(counters).toEqual({ placesTaken: 11, waitlistCount: 190 });

    // The waitlist queue is the arrival order: each freed place goes to the earliest waiting party.
    const waiting = rows.slice(10).sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime() || a.id.localeCompare(b.id));
    expect(waiting.map((r) => r.userId)).toEqual(rows.slice(10).map((r) => r.userId));
    const registered = rows.slice(0, 10);
    for (let i = 0; i < 5; i++) {
      const leaver = byUser.get(registered[i]!.userId)!;
      const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/events/${event.id}/leave`, { method: 'DELETE', headers: { authorization: `Bearer ${leaver.token}` } });
      expect(res.status).toBe(200);
      const now = await participantsOf(event.id);
      const promoted = now.find((r) => r.userId === waiting[i]!.userId)!;
      expect(promoted.status).toBe('registered');
      expect(now.filter((r) => r.status === 'waitlisted').map((r) => r.userId)).toEqual(waiting.slice(i + 1).map((r) => r.userId));
      expect(now.filter((r) => r.status === 'registered')).toHaveLength(11);
    }
  });
});
