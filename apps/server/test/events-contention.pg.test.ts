/**
 * Contention on PostgreSQL: two real server processes share one database; 400 users join one event of capacity 50
 * at once, with random guest counts. Capacity must hold, the waitlist must follow arrival order, and no request
 * may fail with a 5xx. Then 150 of them leave at once (promoting the waitlist): the event's counters
 * (`places_taken`, `waitlist_count`, kept by triggers) must still equal what the participants add up to.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventParticipants, events } from '@kickoff/db';
import type { TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { useServerPair } from './helpers/server-process';
import { createEvent, makeGroup, person } from './helpers/events';
import { bulkUsers } from './helpers/people';

const onPostgres = testDbKind() === 'postgres';

let t: TestApp;
const ports: number[] = [];
useServerPair((app, pair) => {
  t = app;
  ports.push(...pair);
});

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
    const people = await bulkUsers(t.app, 400, 'load');
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
