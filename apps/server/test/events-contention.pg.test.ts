/**
 * Contention on PostgreSQL: two real server processes share one database; 400 users join one event of capacity 50
 * at once, with random guest counts. Capacity must hold, the waitlist must follow arrival order, and no request
 * may fail with a 5xx. Then 150 of them leave at once (promoting the waitlist): the event's counters
 * (`places_taken`, `waitlist_count`, kept by triggers) must still equal what the participants add up to.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventParticipants, events, sessions, users } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { startServerProcess } from './helpers/server-process';
import { createEvent, makeGroup, person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';

let t: TestApp;
const servers: ChildProcess[] = [];
const ports: number[] = [];

function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  return startServerProcess({ databaseUrl, port, dataDir: t.dataDir });
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const base = 20_000 + Math.floor(Math.random() * 20_000);
  ports.push(base, base + 1);
  servers.push(...(await Promise.all(ports.map((p) => startServer(t.database.url!, p)))));
}, 150_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  await t?.close();
});

/** 400 users with sessions, inserted in bulk (signing each in through the API would dominate the test). */
async function bulkUsers(n: number): Promise<{ id: string; token: string }[]> {
  const people = Array.from({ length: n }, (_, i) => ({ id: `load-${randomBytes(6).toString('hex')}-${i}`, token: randomBytes(24).toString('hex') }));
  await t.app.db.insert(users).values(people.map((p) => ({ id: p.id, email: `${p.id}@example.com`, firstName: 'Load', lastName: p.id })));
  await t.app.db.insert(sessions).values(
    people.map((p) => ({ id: `s-${p.id}`, token: p.token, userId: p.id, expiresAt: new Date(Date.now() + 3600_000) })),
  );
  return people;
}

type Participant = typeof eventParticipants.$inferSelect;
const sums = (rows: Participant[]) => ({
  sumPlaces: rows.filter((r) => r.status === 'registered').reduce((n, r) => n + (r.places ?? 1), 0),
  sumWaiting: rows.filter((r) => r.status === 'waitlisted').length,
});

/** The event's counters next to the sums of its participant rows. */
async function countersAndSums(eventId: string) {
  const [row] = await t.app.db.select({ placesTaken: events.placesTaken, waitlistCount: events.waitlistCount }).from(events).where(eq(events.id, eventId));
  const rows = await t.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventId));
  return { ...row!, ...sums(rows) };
}

describe.skipIf(!onPostgres)('concurrent joins across two server processes', () => {
  it('never exceeds capacity 50 under 400 simultaneous joins; counters stay exact through 150 simultaneous leaves', { timeout: 300_000 }, async () => {
    const organizer = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, organizer);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '50' });
    const people = await bulkUsers(400);
    const guests = people.map(() => Math.floor(Math.random() * 4));

    const responses = await Promise.all(
      people.map((p, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/api/events/${event.id}/join`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ guestCount: guests[i] }),
        }).then((r) => r.status),
      ),
    );
    expect(responses.filter((s) => s >= 500)).toEqual([]);
    expect(responses.every((s) => s === 200)).toBe(true);

    const rows = await t.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    const joinedRows = rows.filter((r) => r.userId !== organizer.id).sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
    expect(joinedRows).toHaveLength(400);
    const registered = rows.filter((r) => r.status === 'registered').reduce((n, r) => n + (r.places ?? 1), 0);
    expect(registered).toBeLessThanOrEqual(50);
    // In arrival (lock) order, each party was registered exactly when it fitted in what was left.
    let taken = 1; // the organizer
    for (const row of joinedRows) {
      const places = row.places ?? 1;
      const fits = taken + places <= 50;
      expect(row.status).toBe(fits ? 'registered' : 'waitlisted');
      if (fits) taken += places;
    }
    expect(taken).toBe(registered);
    // As high as the parties allow: no waitlisted party fits in the places left.
    for (const row of rows.filter((r) => r.status === 'waitlisted')) expect(row.places).toBeGreaterThan(50 - registered);
    const waiting = rows.filter((r) => r.status === 'waitlisted').length;
    expect(await countersAndSums(event.id)).toEqual({ placesTaken: registered, waitlistCount: waiting, sumPlaces: registered, sumWaiting: waiting });

    // 150 leave at once (registered ones free places that promote others) across both processes.
    const leaving = people.filter((_, i) => i % 8 < 3);
    const left = await Promise.all(
      leaving.map((p, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/api/events/${event.id}/leave`, { method: 'DELETE', headers: { authorization: `Bearer ${p.token}` } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(left.every((s) => s === 200)).toBe(true);
    const after = await t.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    expect(after).toHaveLength(401 - leaving.length);
    const counted = await countersAndSums(event.id);
    expect(counted.placesTaken).toBe(counted.sumPlaces);
    expect(counted.waitlistCount).toBe(counted.sumWaiting);
    expect(counted.placesTaken).toBeLessThanOrEqual(50);
    for (const row of after.filter((r) => r.status === 'waitlisted')) expect(row.places).toBeGreaterThan(50 - counted.placesTaken);
  });
});
