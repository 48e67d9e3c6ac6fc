/**
 * A host chooses who comes off the waitlist (issue 26): "Let in" raises a full game's capacity by what the party
 * lacks, in one transaction with the status change, the rest of the queue keeping its order; moving a party to the
 * waitlist holds its places (default) or gives them to the next in line, never back to the party moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EventResponse, type ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, hostedGroup, join, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, groupId } = await hostedGroup(t.app));
});
afterAll(async () => {
  await t?.close();
});

const getEvent = async (id: string, user: Person = organizer) => (await t.app.inject({ url: `/api/events/${id}`, headers: user.headers })).json() as EventResponse;
const participants = async (id: string) =>
  (await t.app.inject({ url: `/api/events/${id}/participants`, headers: organizer.headers })).json() as ParticipantResponse[];
const rowOf = async (id: string, user: Person) => (await participants(id)).find((p) => p.userId === user.id)!;
const put = (id: string, pid: string, action: string, payload?: object, user: Person = organizer) =>
  t.app.inject({ method: 'PUT', url: `/api/events/${id}/participants/${pid}/${action}`, headers: user.headers, ...(payload ? { payload } : {}) });
const position = async (id: string, user: Person) => (await getEvent(id, user)).userParticipation?.waitlistPosition;

/** A full game of `capacity` (the organizer and fillers) with parties waitlisted in the given order. */
async function fullGame(capacity: number, waitlistGuests: number[]) {
  const e = await createEvent(t.app, organizer, groupId, { capacity: String(capacity) });
  const filler = await person(t.app, 'Fill');
  await join(t.app, filler, e.id, capacity - 2);
  const waiting: Person[] = [];
  for (const [i, guests] of waitlistGuests.entries()) {
    const p = await person(t.app, `W${i}`);
    expect((await join(t.app, p, e.id, guests)).json().participant.status).toBe('waitlisted');
    waiting.push(p);
  }
  return { id: e.id as string, filler, waiting };
}

describe('let in', () => {
  it('lets in a chosen party on a full game, raising the capacity by its places; the others keep their order', async () => {
    const { id, waiting } = await fullGame(4, [0, 1, 0, 0]);
    const [first, chosen, third, fourth] = waiting as [Person, Person, Person, Person];
    expect(await Promise.all(waiting.map((p) => position(id, p)))).toEqual([1, 2, 3, 4]);
    // Hosts see each waitlisted party's position in the list too.
    expect((await participants(id)).filter((p) => p.status === 'waitlisted').map((p) => [p.userId, p.waitlistPosition])).toEqual(
      waiting.map((p, i) => [p.id, i + 1]),
    );

    const res = await put(id, (await rowOf(id, chosen)).id, 'let-in');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ParticipantResponse[]).find((p) => p.userId === chosen.id)?.status).toBe('registered');
    expect(await getEvent(id)).toMatchObject({ capacity: 6, currentParticipants: 6, waitlistCount: 3, isFull: true });
    // Nobody else moved: the same queue, one place shorter for those behind the chosen party.
    expect([await position(id, first), await position(id, third), await position(id, fourth)]).toEqual([1, 2, 3]);
    expect((await participants(id)).map((p) => p.waitlistPosition ?? null).filter(Boolean)).toEqual([1, 2, 3]);
    await t.app.jobs.runDue();
    expect((await t.app.inject({ url: '/api/notifications?limit=5', headers: chosen.headers })).json().items[0]).toMatchObject({ type: 'waitlist_promoted' });
  });

  it('raises the capacity only by what the party lacks when some places are free', async () => {
    const { id, filler, waiting } = await fullGame(5, [2]);
    await t.app.inject({ method: 'DELETE', url: `/api/events/${id}/leave`, headers: filler.headers }); // 1/5, the party of 3 is promoted
    expect((await rowOf(id, waiting[0]!)).status).toBe('registered');
    const big = await person(t.app, 'Big');
    await join(t.app, big, id, 2); // 4/5 + a party of 3 waiting
    expect((await put(id, (await rowOf(id, big)).id, 'let-in')).statusCode).toBe(200);
    expect(await getEvent(id)).toMatchObject({ capacity: 7, currentParticipants: 7 });
  });

  it('answers 409 for someone no longer waitlisted, and changes nothing', async () => {
    const { id, filler, waiting } = await fullGame(3, [0]);
    const row = await rowOf(id, waiting[0]!);
    expect((await put(id, row.id, 'let-in')).statusCode).toBe(200);
    const again = await put(id, row.id, 'let-in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.event.notWaitlisted);
    const registered = await put(id, (await rowOf(id, filler)).id, 'let-in');
    expect(registered.statusCode).toBe(409);
    expect(await getEvent(id)).toMatchObject({ capacity: 4, currentParticipants: 4 });
    // Only hosts let in.
    const other = await person(t.app, 'Other');
    await join(t.app, other, id);
    expect((await put(id, (await rowOf(id, other)).id, 'let-in', undefined, filler)).statusCode).toBe(403);
  });

  it('lets two hosts let in two parties at once without losing either capacity change', async () => {
    const { id, waiting } = await fullGame(4, [1, 2]);
    const rows = await Promise.all(waiting.map((p) => rowOf(id, p)));
    const answers = await Promise.all(rows.map((r) => put(id, r.id, 'let-in')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await getEvent(id)).toMatchObject({ capacity: 9, currentParticipants: 9, waitlistCount: 0 });
  });
});

describe('moving to the waitlist', () => {
  it('holds the freed places by default and with "hold"; "next-in-line" promotes the queue, not the party moved', async () => {
    const { id, filler, waiting } = await fullGame(4, [0]);
    const fillerRow = await rowOf(id, filler);
    expect((await put(id, fillerRow.id, 'waitlist', { freedPlaces: 'hold' })).statusCode).toBe(200);
    expect(await getEvent(id)).toMatchObject({ currentParticipants: 1, waitlistCount: 2 });
    expect((await rowOf(id, waiting[0]!)).status).toBe('waitlisted');

    // Back in, then moved again with the places going to the next in line.
    expect((await put(id, fillerRow.id, 'activate')).statusCode).toBe(200);
    expect((await put(id, fillerRow.id, 'waitlist', { freedPlaces: 'next-in-line' })).statusCode).toBe(200);
    expect((await rowOf(id, waiting[0]!)).status).toBe('registered');
    expect((await rowOf(id, filler)).status).toBe('waitlisted');
    expect(await getEvent(id)).toMatchObject({ currentParticipants: 2, waitlistCount: 1 });

    const bad = await put(id, fillerRow.id, 'waitlist', { freedPlaces: 'somebody' });
    expect(bad.statusCode).toBe(400);
  });
});
