/**
 * Discover's cards are written by PostgreSQL as JSON (repository-cards.ts), the event's page by `toEventResponse`.
 * Every field of every card must say what the event's page says, for every kind of viewer: signed out, the
 * organizer, a co-host, a participant with guests, a waitlisted member, a member of a private group. A card holds
 * exactly the keys of `eventCardSchema`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCardPageSchema, eventCardSchema, type EventResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let coHost: Person;
let player: Person;
let waiting: Person;
let privateMember: Person;
const CARD_KEYS = Object.keys(eventCardSchema.shape).sort();

beforeAll(async () => {
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  coHost = await person(t.app, 'Cora');
  player = await person(t.app, 'Pia');
  waiting = await person(t.app, 'Wes');
  privateMember = await person(t.app, 'Priya');
  const publicGroup = await makeGroup(t.app, organizer, { sportType: 'curling' });
  const privateGroup = await makeGroup(t.app, organizer, { isPrivate: true, sportType: 'curling' });
  for (const p of [coHost, player, waiting]) await addMember(t.app, publicGroup, p.id);
  await addMember(t.app, privateGroup, privateMember.id);

  const full = await createEvent(t.app, organizer, publicGroup, {
    title: 'Curling "quoted" \\ night — ünïcode',
    sportType: 'curling',
    description: 'Line one\nline two\ttabbed',
    dateTime: hoursFromNow(30),
    capacity: '3',
    price: '12.50',
    coHostIds: JSON.stringify([coHost.id]),
    location: 'Rink by the river',
    latitude: '30.26715',
    longitude: '-97.77323',
    skillLevel: 'advanced',
  });
  expect((await join(t.app, player, full.id, 0)).statusCode).toBeLessThan(300);
  expect((await join(t.app, waiting, full.id, 0)).statusCode).toBeLessThan(300);
  const guests = await createEvent(t.app, organizer, publicGroup, { title: 'Curling with guests', sportType: 'curling', dateTime: hoursFromNow(40), capacity: '10', location: 'North rink', latitude: '30.3', longitude: '-97.75' });
  expect((await join(t.app, player, guests.id, 2)).statusCode).toBeLessThan(300);
  const cancelled = await createEvent(t.app, organizer, publicGroup, { title: 'Curling cancelled', sportType: 'curling', dateTime: hoursFromNow(50) });
  const cancel = await t.app.inject({ method: 'POST', url: `/api/events/${cancelled.id}/cancel`, headers: organizer.headers, payload: { reason: 'Ice melted' } });
  expect(cancel.statusCode).toBe(200);
  await createEvent(t.app, organizer, privateGroup, { title: 'Curling members only', sportType: 'curling', dateTime: hoursFromNow(60), latitude: '30.27', longitude: '-97.77', location: 'Club rink' });
});
afterAll(async () => {
  await t?.close();
});

/** The event's page as the same viewer, cut to the card's keys. */
async function pageAsCard(id: string, viewer: Person | null): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: viewer?.headers ?? {} });
  expect(res.statusCode).toBe(200);
  const event = res.json() as EventResponse;
  const card: Record<string, unknown> = {};
  for (const key of CARD_KEYS) card[key] = event[key as keyof EventResponse];
  card.group = { id: event.group.id, name: event.group.name, isPrivate: event.group.isPrivate };
  // A list's own count (issue 26: later dates of a series the card stands for); no event of this file is in a series.
  card.seriesMoreDates = 0;
  card.organizer = { id: event.organizer.id, firstName: event.organizer.firstName, lastName: event.organizer.lastName, profileImageUrl: event.organizer.profileImageUrl };
  if (event.userParticipation) {
    // The queue position and the no-show rule's hold are told on the event's page only.
    const { waitlistPosition: _position, heldByNoShowRule: _held, ...participation } = event.userParticipation;
    card.userParticipation = participation;
  }
  return card;
}

const viewers = () =>
  [
    ['signed out', null],
    ['the organizer', organizer],
    ['a co-host', coHost],
    ['a participant with guests', player],
    ['a waitlisted member', waiting],
    ['a member of the private group', privateMember],
  ] as const;

describe('Discover cards (JSON written by PostgreSQL)', () => {
  it('say what the event page says, field by field, for every viewer', async () => {
    for (const [, viewer] of viewers()) {
      for (const url of ['/api/events?sport=curling', '/api/events?sport=curling&near=30.267,-97.773&radiusKm=50&sort=distance']) {
        const res = await t.app.inject({ method: 'GET', url, headers: viewer?.headers ?? {} });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const page = eventCardPageSchema.parse(res.json());
        expect(page.items.length).toBeGreaterThan(0);
        for (const item of res.json().items as Record<string, unknown>[]) {
          expect(Object.keys(item).sort()).toEqual(CARD_KEYS);
          const expected = await pageAsCard(item.id as string, viewer);
          // The page of one event has no `near` point; the list's distance is checked below.
          expect({ ...item, distanceKm: null }).toEqual(expected);
        }
      }
    }
  });

  it('show the private group’s event only to its members', async () => {
    const titles = async (viewer: Person | null) =>
      ((await t.app.inject({ method: 'GET', url: '/api/events?sport=curling', headers: viewer?.headers ?? {} })).json().items as { title: string }[]).map((e) => e.title);
    expect(await titles(null)).not.toContain('Curling members only');
    expect(await titles(player)).not.toContain('Curling members only');
    expect(await titles(privateMember)).toContain('Curling members only');
  });

  it('carry the distance from the near point, and page with a cursor like before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events?sport=curling&near=30.26715,-97.77323&radiusKm=50&sort=distance&limit=1' });
    const page = eventCardPageSchema.parse(res.json());
    expect(page.items[0]!.title).toContain('quoted');
    expect(page.items[0]!.distanceKm).toBeCloseTo(0, 6);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = eventCardPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/events?sport=curling&near=30.26715,-97.77323&radiusKm=50&sort=distance&limit=1&cursor=${page.nextCursor}` })).json(),
    );
    expect(next.items[0]!.id).not.toBe(page.items[0]!.id);
    expect(next.items[0]!.distanceKm).toBeGreaterThan(0);
  });
});
