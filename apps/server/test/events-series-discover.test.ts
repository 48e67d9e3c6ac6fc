/**
 * Discover without repeats (issue 26): a weekly series is one card, its first occurrence that passes the filters, with
 * how many later dates it stands for; cursor paging over the collapsed list loses and repeats nothing (soonest first
 * and closest first); closest first puts events at one place soonest first; group pages show a series once too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCardPage, EventCardResponse, GroupEventPage, SeriesDates } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3600 * 1000;
const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A weekly series of `weeks` occurrences (UTC, so the weekday is the date's), the first `daysAhead` days from now. */
async function weeklySeries(groupId: string, daysAhead: number, weeks: number, extra: Record<string, string> = {}) {
  const first = new Date(Math.floor((Date.now() + daysAhead * DAY_MS) / 60_000) * 60_000);
  const last = new Date(first.getTime() + (weeks - 1) * 7 * DAY_MS);
  const event = await createEvent(t.app, organizer, groupId, {
    title: 'Weekly run',
    dateTime: first.toISOString(),
    timeZone: 'UTC',
    isRecurring: 'true',
    recurringType: 'weekly',
    recurringDays: JSON.stringify([WEEK_DAYS[first.getUTCDay()]]),
    recurringEndDate: last.toISOString().slice(0, 10),
    ...extra,
  });
  expect(event.occurrencesCreated).toBe(weeks);
  return event;
}

const single = (groupId: string, daysAhead: number, extra: Record<string, string> = {}) =>
  createEvent(t.app, organizer, groupId, { title: `Single +${daysAhead}d`, dateTime: new Date(Date.now() + daysAhead * DAY_MS).toISOString(), ...extra });

async function discover(query: Record<string, string>, as: Person | null = organizer): Promise<EventCardPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/events?${new URLSearchParams(query)}`, headers: as?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventCardPage;
}

/** Every page of a list, `limit` at a time. */
async function allPages(query: Record<string, string>, limit: number): Promise<EventCardResponse[]> {
  const seen: EventCardResponse[] = [];
  let cursor: string | null = null;
  do {
    const page: EventCardPage = await discover({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('a series in Discover', () => {
  it('is one card, its next date, with the count of the later ones; paging loses and repeats nothing', async () => {
    const groupId = await makeGroup(t.app, organizer);
    const series = await weeklySeries(groupId, 2, 6);
    const other = await weeklySeries(groupId, 3, 4, { title: 'Thursday league' });
    const singles = [await single(groupId, 1), await single(groupId, 9), await single(groupId, 16), await single(groupId, 40)];

    const whole = (await discover({ groupId, limit: '50' })).items;
    expect(whole.map((e) => e.title)).toEqual(['Single +1d', 'Weekly run', 'Thursday league', 'Single +9d', 'Single +16d', 'Single +40d']);
    const card = whole.find((e) => e.recurringSeriesId === series.recurringSeriesId)!;
    expect(card).toMatchObject({ id: series.id, seriesMoreDates: 5, recurringType: 'weekly', isRecurring: true });
    expect(whole.find((e) => e.recurringSeriesId === other.recurringSeriesId)!.seriesMoreDates).toBe(3);
    expect(whole.filter((e) => singles.some((s) => s.id === e.id)).every((e) => e.seriesMoreDates === 0)).toBe(true);

    for (const limit of [1, 2, 4]) {
      const paged = await allPages({ groupId }, limit);
      expect(paged.map((e) => e.id), `limit ${limit}`).toEqual(whole.map((e) => e.id));
    }
    // Signed out: the same list (a public group).
    expect((await discover({ groupId, limit: '50' }, null)).items.map((e) => e.id)).toEqual(whole.map((e) => e.id));
  });

  it('stands for the first occurrence that passes the filters, and counts only those', async () => {
    const groupId = await makeGroup(t.app, organizer);
    const series = await weeklySeries(groupId, 1, 5);
    const from = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const to = new Date(Date.now() + 24 * DAY_MS).toISOString();
    const items = (await discover({ groupId, from, to })).items;
    // Occurrences at +1, +8, +15, +22, +29 days: +15 and +22 are in the range.
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ recurringSeriesId: series.recurringSeriesId, seriesMoreDates: 1 });
    expect(Date.parse(items[0]!.dateTime)).toBeGreaterThan(Date.parse(from));
  });

  it('shows a cancelled occurrence on its own card, and the series from its next live date', async () => {
    const groupId = await makeGroup(t.app, organizer);
    const series = await weeklySeries(groupId, 1, 4);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/events/${series.id}/cancel`, headers: organizer.headers, payload: { reason: 'Pitch closed' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const items = (await discover({ groupId })).items;
    expect(items.map((e) => [e.cancelledAt !== null, e.seriesMoreDates])).toEqual([
      [true, 0],
      [false, 2],
    ]);
    expect(items[0]!.id).toBe(series.id);
  });
});

describe('a series near me', () => {
  // A place of this test's own, so the other tests' events (without coordinates) are not in the circle.
  const here = { latitude: '-41.2865', longitude: '174.7762', location: 'Wellington Park' };
  const near = { near: `${here.latitude},${here.longitude}`, radiusKm: '5' };

  it('is one card closest first; events at one place come soonest first; paging loses and repeats nothing', async () => {
    const groupId = await makeGroup(t.app, organizer);
    const series = await weeklySeries(groupId, 1, 5, here);
    // Four singles at the same place, created out of date order (their random ids sort any way).
    const atHere = [await single(groupId, 20, here), await single(groupId, 3, here), await single(groupId, 12, here), await single(groupId, 6, here)];
    const bySoonest = [...atHere].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime)).map((e) => e.id);
    const further = await single(groupId, 2, { latitude: '-41.2900', longitude: '174.7800', location: 'Further Park' });

    const whole = (await discover({ ...near, sort: 'distance', limit: '50' })).items;
    expect(whole.map((e) => e.id)).toEqual([series.id, ...bySoonest, further.id]);
    expect(whole[0]!.seriesMoreDates).toBe(4);
    for (const limit of [1, 2, 4]) {
      const paged = await allPages({ ...near, sort: 'distance' }, limit);
      expect(paged.map((e) => e.id), `limit ${limit}`).toEqual(whole.map((e) => e.id));
    }
    const soonest = await allPages({ ...near, sort: 'soonest' }, 2);
    expect(soonest.map((e) => e.id)).toEqual([series.id, further.id, bySoonest[0], bySoonest[1], bySoonest[2], bySoonest[3]]);
  });

  it('refuses a closest-first cursor of the old (nearness, id) shape with a 400', async () => {
    const cursor = Buffer.from(JSON.stringify([12.5, 'x'])).toString('base64url');
    const res = await t.app.inject({ method: 'GET', url: `/api/events?${new URLSearchParams({ ...near, sort: 'distance', cursor })}`, headers: organizer.headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('a series on its group page', () => {
  it('is one row among the upcoming games, with its later dates counted; every past occurrence stays listed', async () => {
    const groupId = await makeGroup(t.app, organizer);
    const series = await weeklySeries(groupId, 1, 4);
    const other = await single(groupId, 2);
    const seen: GroupEventPage['items'] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/groups/${groupId}/events?${new URLSearchParams({ scope: 'upcoming', limit: '1', ...(cursor ? { cursor } : {}) })}`,
        headers: organizer.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as GroupEventPage;
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((e) => [e.id, e.seriesMoreDates])).toEqual([
      [series.id, 3],
      [other.id, 0],
    ]);
  });
});

describe("a series' dates on its event page", () => {
  it('lists the coming dates of the series to pick from, soonest first; none for a single game; 404 where the event is', async () => {
    const groupId = await makeGroup(t.app, organizer);
    const series = await weeklySeries(groupId, 1, 4);
    const dates = async (id: string, as: Person | null) => t.app.inject({ url: `/api/events/${id}/dates`, headers: as?.headers ?? {} });
    const res = await dates(series.id, null);
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as SeriesDates).items;
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({ id: series.id, timeZone: 'UTC', cancelledAt: null, capacity: 10, currentParticipants: 1 });
    expect(items.map((d) => Date.parse(d.dateTime))).toEqual(items.map((d) => Date.parse(d.dateTime)).sort((a, b) => a - b));
    // Any occurrence answers the same dates.
    expect(((await dates(items[2]!.id, null)).json() as SeriesDates).items.map((d) => d.id)).toEqual(items.map((d) => d.id));

    const lone = await single(groupId, 5);
    expect(((await dates(lone.id, null)).json() as SeriesDates).items).toEqual([]);

    const hidden = await weeklySeries(await makeGroup(t.app, organizer, { isPrivate: true }), 1, 2);
    expect((await dates(hidden.id, null)).statusCode).toBe(404);
    expect((await dates(hidden.id, organizer)).statusCode).toBe(200);
    expect((await dates('no-such-event', null)).statusCode).toBe(404);
  });
});
