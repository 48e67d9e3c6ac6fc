/**
 * `events.places_taken` and `events.waitlist_count` (kept by triggers on event_participants) equal what the
 * participants add up to after every kind of write: joins with guests, waitlisting, leaving with promotion, the
 * hosts' waitlist/activate/remove, co-host changes, capacity edits, copies, recurring series, and cascades (a user
 * deleted, an event deleted). Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, users } from '@kickoff/db';
import type { EventResponse, ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hostedGroup, join, multipart, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let coHost: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, groupId, members: [coHost] } = await hostedGroup(t.app, { members: ['Cora'] }));
});
afterAll(async () => {
  await t?.close();
});

/** Events whose counters differ from their participants' sums (expected: none). */
async function drift(): Promise<unknown[]> {
  const result = await t.app.db.execute(sql`
    select e.id, e.places_taken, e.waitlist_count, coalesce(p.places, 0) as places, coalesce(p.waiting, 0) as waiting
    from events e
    left join (
      select event_id, sum(places) filter (where status = 'registered') as places, count(*) filter (where status = 'waitlisted') as waiting
      from event_participants group by event_id
    ) p on p.event_id = e.id
    where e.places_taken <> coalesce(p.places, 0) or e.waitlist_count <> coalesce(p.waiting, 0)`);
  return (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
}

async function counters(id: string) {
  const [row] = await t.app.db.select({ places: events.placesTaken, waiting: events.waitlistCount }).from(events).where(eq(events.id, id));
  return row;
}

const people = (n: number, name = 'P') => Promise.all(Array.from({ length: n }, (_, i) => person(t.app, `${name}${i}`)));
const getEvent = async (id: string) => (await t.app.inject({ url: `/api/events/${id}`, headers: organizer.headers })).json() as EventResponse;
const participants = async (id: string) =>
  (await t.app.inject({ url: `/api/events/${id}/participants`, headers: organizer.headers })).json() as ParticipantResponse[];
const leave = (id: string, user: Person) => t.app.inject({ method: 'DELETE', url: `/api/events/${id}/leave`, headers: user.headers });
const manage = (id: string, pid: string, action: 'waitlist' | 'activate' | 'remove') =>
  t.app.inject({
    method: action === 'remove' ? 'DELETE' : 'PUT',
    url: `/api/events/${id}/participants/${pid}${action === 'remove' ? '' : `/${action}`}`,
    headers: organizer.headers,
  });
const edit = (id: string, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
};
const pidOf = async (eventId: string, user: Person) => (await participants(eventId)).find((p) => p.userId === user.id)!.id;

describe('event counters', () => {
  it('follow joins, the waitlist, leaving with promotion and the hosts actions', async () => {
    const e = await createEvent(t.app, organizer, groupId, { capacity: '6', coHostIds: JSON.stringify([coHost.id]) });
    expect(await counters(e.id)).toEqual({ places: 2, waiting: 0 });
    const [a, b, c, d] = await people(4);
    expect((await join(t.app, a, e.id, 2)).json().participant.status).toBe('registered'); // 5
    expect((await join(t.app, b, e.id, 1)).json().participant.status).toBe('waitlisted'); // 2 do not fit
    expect((await join(t.app, c, e.id)).json().participant.status).toBe('registered'); // 6
    expect((await join(t.app, d, e.id)).json().participant.status).toBe('waitlisted');
    expect(await counters(e.id)).toEqual({ places: 6, waiting: 2 });
    expect(await getEvent(e.id)).toMatchObject({ currentParticipants: 6, waitlistCount: 2, isFull: true });

    expect((await leave(e.id, a)).statusCode).toBe(200); // frees 3: b (2) and d (1) move up
    expect(await counters(e.id)).toEqual({ places: 6, waiting: 0 });

    expect((await manage(e.id, await pidOf(e.id, b), 'waitlist')).statusCode).toBe(200);
    expect(await counters(e.id)).toEqual({ places: 4, waiting: 1 });
    expect((await manage(e.id, await pidOf(e.id, b), 'activate')).statusCode).toBe(200);
    expect(await counters(e.id)).toEqual({ places: 6, waiting: 0 });
    expect((await manage(e.id, await pidOf(e.id, c), 'remove')).statusCode).toBe(200);
    expect(await counters(e.id)).toEqual({ places: 5, waiting: 0 });
    expect((await leave(e.id, d)).statusCode).toBe(200);
    expect(await counters(e.id)).toEqual({ places: 4, waiting: 0 });
    expect(await drift()).toEqual([]);
  });

  it('follow edits (co-hosts, capacity with promotion), copies, series and deletions, cascades included', async () => {
    const e = await createEvent(t.app, organizer, groupId, { capacity: '3' });
    const [a, b, helper] = await people(3, 'Q');
    await addMember(t.app, groupId, helper.id);
    await join(t.app, a, e.id, 1); // 3: full
    await join(t.app, b, e.id); // waitlisted
    await join(t.app, helper, e.id); // waitlisted
    expect(await counters(e.id)).toEqual({ places: 3, waiting: 2 });

    // Raising the capacity promotes b; making the waitlisted helper a co-host registers them.
    expect((await edit(e.id, { capacity: '6', coHostIds: JSON.stringify([helper.id]) })).statusCode).toBe(200);
    expect(await counters(e.id)).toEqual({ places: 5, waiting: 0 });

    const copy = (await t.app.inject({ method: 'POST', url: `/api/events/${e.id}/copy`, headers: organizer.headers })).json() as EventResponse;
    expect(await counters(copy.id)).toEqual({ places: 1, waiting: 0 });
    expect(copy).toMatchObject({ currentParticipants: 1, waitlistCount: 0 });

    const series = await createEvent(t.app, organizer, groupId, {
      isRecurring: 'true',
      recurringType: 'weekly',
      recurringDays: JSON.stringify(['monday', 'friday']),
      recurringEndDate: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
      coHostIds: JSON.stringify([coHost.id]),
    });
    expect(series.occurrencesCreated).toBeGreaterThan(2);
    expect(await counters(series.id)).toEqual({ places: 2, waiting: 0 });

    // A user deleted: their parties leave every event's counters in the same statement.
    await t.app.db.delete(users).where(eq(users.id, a.id));
    expect(await counters(e.id)).toEqual({ places: 3, waiting: 0 });
    expect(await drift()).toEqual([]);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${e.id}`, headers: organizer.headers })).statusCode).toBe(200);
    expect(await drift()).toEqual([]);
  });
});
