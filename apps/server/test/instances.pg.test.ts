/**
 * Two app instances on one PostgreSQL database (issue 9), each with its own pool like a second server process.
 * Shared limits, exact member counts and no overbooking when the load is split across both. Also covered
 * elsewhere with real processes: events-contention.pg.test.ts (400 joins, 2 processes), session-revocation.pg.test.ts
 * (LISTEN/NOTIFY) and the SMS limits test of the identity suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { eventParticipants, groupMembers, groups } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { createEvent, makeGroup, person } from './helpers/events';
import { USER_SEARCH_LIMIT } from '../src/modules/groups/service-members';

const onPostgres = testDbKind() === 'postgres';
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  b = await createTestApp({ shareDatabaseOf: a, env: { JOBS_WORKER: 'false' } });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)('two instances on one database (PostgreSQL only: PGlite is one process)', () => {
  it('shares the users-search limit between instances', async () => {
    const creator = await person(a.app, 'Cara');
    await makeGroup(a.app, creator);
    const statuses: number[] = [];
    for (let i = 0; i < USER_SEARCH_LIMIT.max + 2; i++) {
      const app = i % 2 ? b.app : a.app;
      statuses.push((await app.inject({ method: 'GET', url: '/api/users/search?email=nobody@example.com', headers: creator.headers })).statusCode);
    }
    expect(statuses.slice(0, USER_SEARCH_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(USER_SEARCH_LIMIT.max)).toEqual([429, 429]);
  });

  it('keeps member counts exact and never overbooks with joins split across both', { timeout: 120_000 }, async () => {
    const organizer = await person(a.app, 'Olga');
    const groupId = await makeGroup(a.app, organizer);
    const event = await createEvent(a.app, organizer, groupId, { capacity: '12' });
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => person(i % 2 ? b.app : a.app, 'Joiner')));

    const groupJoins = await Promise.all(people.map((p, i) => (i % 2 ? b.app : a.app).inject({ method: 'POST', url: `/api/groups/${groupId}/join`, headers: p.headers })));
    expect(groupJoins.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const eventJoins = await Promise.all(
      people.map((p, i) => (i % 2 ? a.app : b.app).inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: p.headers, payload: { guestCount: i % 2 } })),
    );
    expect(eventJoins.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const [group] = await a.app.db.select({ memberCount: groups.memberCount }).from(groups).where(eq(groups.id, groupId));
    const [{ active }] = (await a.app.db
      .select({ active: sql<number>`count(*)::int` })
      .from(groupMembers)
      .where(sql`${groupMembers.groupId} = ${groupId} and ${groupMembers.status} = 'active'`)) as [{ active: number }];
    expect(group!.memberCount).toBe(active);
    expect(active).toBe(31);

    const rows = await a.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    const registered = rows.filter((r) => r.status === 'registered').reduce((n, r) => n + (r.places ?? 1), 0);
    expect(registered).toBeLessThanOrEqual(12);
    expect(rows).toHaveLength(31);
    for (const app of [a.app, b.app]) {
      // The event's counters (kept by triggers) equal the rows' sums.
      const view = (await app.inject({ url: `/api/events/${event.id}`, headers: organizer.headers })).json() as { currentParticipants: number; waitlistCount: number };
      expect(view.currentParticipants).toBe(registered);
      expect(view.waitlistCount).toBe(rows.filter((r) => r.status === 'waitlisted').length);
    }
  });
});
