/**
 * Joins and leaves at once on a few events, across two server processes on one PostgreSQL database (issue 35,
 * point 2). A join used to answer HTTP 500 (`ResponseSerializationError`: no `participant`) when its participant row
 * went between the join's committed statement and a second read that built the answer: the joiner's own leave (a
 * second tab), a host removing them, the event deleted and made again (the bench's reset of its contention event,
 * while joins were in flight). The join's answer now comes from the statement that inserted the row.
 *
 * The first test makes that interleaving happen every time: the test app's own pool runs the joiner's leave (through
 * a server process, over HTTP) right after the join's statement returns and before the join answers. The second is
 * the load that found it: many people joining and leaving a few events, no 5xx, the counters still exact.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { eventParticipants, events } from '@kickoff/db';
import type { JoinEventResponse } from '@kickoff/shared';
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Runs `after` once, right after the next statement that inserts a participant returns on the test app's pool. */
function afterNextJoinStatement(after: () => Promise<void>): void {
  const pool = t.app.dbHandle.pool!;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    const result = await query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text?.includes('insert into event_participants')) {
      (pool as unknown as { query: unknown }).query = query;
      await after();
    }
    return result;
  };
}

describe.skipIf(!onPostgres)('joins and leaves at once (two server processes, one PostgreSQL)', () => {
  it('answers a join with its participant when the joiner left before the answer went out', { timeout: 60_000 }, async () => {
    const organizer = await person(t.app, 'Oda');
    const groupId = await makeGroup(t.app, organizer);
    const event = await createEvent(t.app, organizer, groupId, { capacity: '10' });
    const joiner = await person(t.app, 'Jules');

    let left = 0;
    afterNextJoinStatement(async () => {
      left = (await fetch(`http://127.0.0.1:${ports[1]}/api/events/${event.id}/leave`, { method: 'DELETE', headers: bearer(joiner.token) })).status;
    });
    const join = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: joiner.headers, payload: { guestCount: 1 } });

    expect(left).toBe(200);
    expect(join.statusCode).toBe(200);
    const body = join.json() as JoinEventResponse;
    // What the join did: a registered party of two, under the joiner's name; the event as it is now (left again).
    expect(body.participant).toMatchObject({ userId: joiner.id, status: 'registered', guestCount: 1, places: 2, firstName: 'Jules', isOrganizer: false });
    expect(Number.isNaN(Date.parse(body.participant.joinedAt))).toBe(false);
    expect(body.event.userParticipation).toBeNull();
    expect(body.event.currentParticipants).toBe(1);
  });

  it('never answers 5xx while many people join and leave a few events; counters stay exact', { timeout: 300_000 }, async () => {
    const organizer = await person(t.app, 'Olive');
    const groupId = await makeGroup(t.app, organizer);
    const hot = await Promise.all([0, 1, 2].map(() => createEvent(t.app, organizer, groupId, { capacity: '6' })));
    const people = await bulkUsers(t.app, 60, 'churn');
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: 'POST' | 'DELETE', url: string, token: string) => {
      const port = ports[sent++ % 2];
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: { ...bearer(token), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        body: method === 'POST' ? JSON.stringify({ guestCount: sent % 3 }) : undefined,
      });
      const text = await res.text();
      if (res.status >= 500) failures.push(`${method} ${url} ${res.status} ${text}`);
      else if (method === 'POST' && res.status === 200) expect((JSON.parse(text) as JoinEventResponse).participant).toBeDefined();
    };
    // Each person, ten times: a join and a leave sent together (two tabs), then a second join, on one of three events.
    await Promise.all(
      people.map(async (p, i) => {
        for (let round = 0; round < 10; round++) {
          const url = `/api/events/${hot[(i + round) % hot.length]!.id}`;
          await Promise.all([send('POST', `${url}/join`, p.token), send('DELETE', `${url}/leave`, p.token), send('POST', `${url}/join`, p.token)]);
        }
      }),
    );
    expect(failures).toEqual([]);

    const ids = hot.map((e) => e.id);
    const rows = await t.app.db.select().from(eventParticipants).where(inArray(eventParticipants.eventId, ids));
    for (const id of ids) {
      const mine = rows.filter((r) => r.eventId === id);
      const [counters] = await t.app.db.select({ placesTaken: events.placesTaken, waitlistCount: events.waitlistCount }).from(events).where(eq(events.id, id));
      const registered = mine.filter((r) => r.status === 'registered').reduce((n, r) => n + (r.places ?? 1), 0);
      expect(counters).toEqual({ placesTaken: registered, waitlistCount: mine.filter((r) => r.status === 'waitlisted').length });
      expect(registered).toBeLessThanOrEqual(6);
    }
  });
});
