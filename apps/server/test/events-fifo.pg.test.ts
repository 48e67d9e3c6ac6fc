/**
 * First come, first served on a hot event, across two server processes on one PostgreSQL: 200 people join an event of
 * 10 places at once. Exactly 10 are in, and they are the first 10 to take the event's lock (join order); the others
 * wait in that same order; then places freed one by one go to the head of the waitlist each time.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
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

const participantsOf = (eventId: string) =>
  t.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventId)).orderBy(asc(eventParticipants.joinedAt), asc(eventParticipants.id));

describe.skipIf(!onPostgres)('a hot event across two server processes', () => {
  it('gives exactly its places to the first arrivals and promotes the waitlist in arrival order', { timeout: 300_000 }, async () => {
    const organizer = await person(t.app, 'Fifi');
    const groupId = await makeGroup(t.app, organizer);
    // 11 places: the organizer holds one, 10 are left.
    const event = await createEvent(t.app, organizer, groupId, { capacity: '11' });
    const people = await bulkUsers(t.app, 200, 'fifo');
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
    // Ordered by PostgreSQL (microseconds): JavaScript dates keep milliseconds, and parties queued within one
    // millisecond would fall back to their random ids.
    const waiting = await t.app.db
      .select()
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.status, 'waitlisted')))
      .orderBy(asc(eventParticipants.queuedAt), asc(eventParticipants.id));
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
