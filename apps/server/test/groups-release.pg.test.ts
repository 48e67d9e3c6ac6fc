/**
 * Issue 20: a place goes with the membership, across two server processes on one PostgreSQL. Holders of a private
 * group's full event leave the group (or are removed by its creator) on both processes while newcomers join the event
 * at the same time: the freed places go to the head of the waitlist in queue order, never to a newcomer ahead of it,
 * and the event is never over capacity.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { eventParticipants, events } from '@kickoff/db';
import type { TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { useServerPair } from './helpers/server-process';
import { addMember, createEvent, makeGroup, person } from './helpers/events';
import { bulkUsers } from './helpers/people';

const onPostgres = testDbKind() === 'postgres';

let t: TestApp;
const ports: number[] = [];
useServerPair((app, pair) => {
  t = app;
  ports.push(...pair);
});

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
    const [holders, waiting, newcomers] = [await bulkUsers(t.app, 8, 'rel'), await bulkUsers(t.app, 12, 'rel'), await bulkUsers(t.app, 6, 'rel')];
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
