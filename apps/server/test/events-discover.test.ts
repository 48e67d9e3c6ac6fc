/** Events: Discover (paging, filters, date ranges, featured, bad queries) and the user's joined and created lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@kickoff/db';
import { MESSAGES, type EventPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, hoursFromNow, eventsWorld, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let member: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, member, stranger } = await eventsWorld(t.app));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user?: Person) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

describe('Discover', () => {
  let sportGroup: string;
  beforeAll(async () => {
    sportGroup = await makeGroup(t.app, organizer, { sportType: 'curling' });
    for (let i = 1; i <= 5; i++) {
      await createEvent(t.app, organizer, sportGroup, {
        title: `Curling night ${i}`,
        sportType: 'curling',
        dateTime: hoursFromNow(24 * i),
        skillLevel: i % 2 ? 'beginner' : 'advanced',
      });
    }
    await t.app.db.insert(events).values({
      title: 'Curling past',
      sportType: 'curling',
      dateTime: new Date(Date.now() - 48 * 3600 * 1000),
      location: 'Rink',
      groupId: sportGroup,
      organizerId: organizer.id,
    });
  });

  it('lists upcoming events soonest first with cursor paging and filters', async () => {
    const first = (await get('/api/events?sport=Curling&limit=2', stranger)).json() as EventPage;
    expect(first.items.map((e) => e.title)).toEqual(['Curling night 1', 'Curling night 2']);
    const second = (await get(`/api/events?sport=curling&limit=2&cursor=${first.nextCursor}`, stranger)).json() as EventPage;
    expect(second.items.map((e) => e.title)).toEqual(['Curling night 3', 'Curling night 4']);
    const third = (await get(`/api/events?sport=curling&limit=2&cursor=${second.nextCursor}`, stranger)).json() as EventPage;
    expect(third.items.map((e) => e.title)).toEqual(['Curling night 5']);
    expect(third.nextCursor).toBeNull();
    const beginners = (await get('/api/events?sport=curling&skillLevel=beginner', stranger)).json() as EventPage;
    expect(beginners.items).toHaveLength(3);
    const byGroup = (await get(`/api/events?groupId=${sportGroup}`, stranger)).json() as EventPage;
    expect(byGroup.items).toHaveLength(5);
    const text = (await get('/api/events?q=curl night 3', stranger)).json() as EventPage;
    expect(text.items.map((e) => e.title)).toEqual(['Curling night 3']);
  });

  it('includes past events only when a date range asks for them', async () => {
    const range = (await get(`/api/events?sport=curling&from=${hoursFromNow(-72)}&to=${hoursFromNow(30)}`, stranger)).json() as EventPage;
    expect(range.items.map((e) => e.title)).toEqual(['Curling past', 'Curling night 1']);
  });

  it('features the most joined events of the coming week', async () => {
    const page = (await get('/api/events?sport=curling', stranger)).json() as EventPage;
    const third = page.items[2];
    await join(t.app, member, third.id, 3);
    const featured = (await get('/api/events?featured=true&limit=6&sport=curling', stranger)).json() as EventPage;
    expect(featured.items[0].id).toBe(third.id);
    expect(featured.items[0].currentParticipants).toBe(5);
    expect(featured.items.length).toBeLessThanOrEqual(6);
    const landing = await get('/api/events?featured=true&limit=6');
    expect(landing.statusCode).toBe(200);
  });

  it('a skill level also finds games open to any level (issue 19)', async () => {
    const bowling = await makeGroup(t.app, organizer, { sportType: 'bowling' });
    for (const skillLevel of ['any', 'beginner', 'advanced']) {
      await createEvent(t.app, organizer, bowling, { title: `Bowling ${skillLevel}`, sportType: 'bowling', skillLevel, dateTime: hoursFromNow(30) });
    }
    const titles = async (url: string) => ((await get(url, stranger)).json() as EventPage).items.map((e) => e.title).sort();
    expect(await titles('/api/events?sport=bowling&skillLevel=beginner')).toEqual(['Bowling any', 'Bowling beginner']);
    expect(await titles('/api/events?sport=bowling&skillLevel=any')).toEqual(['Bowling any']);
    expect(await titles('/api/events?sport=bowling')).toEqual(['Bowling advanced', 'Bowling any', 'Bowling beginner']);
  });

  it('a From date after the To date is a 400 that says so, not an empty list (issue 19)', async () => {
    const res = await get(`/api/events?from=${hoursFromNow(72)}&to=${hoursFromNow(24)}`, stranger);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ to: MESSAGES.event.dateRangeReversed });
    expect((await get(`/api/events?from=${hoursFromNow(24)}&to=${hoursFromNow(24)}`, stranger)).statusCode).toBe(200);
  });

  it('answers bad queries with 400, never 500', async () => {
    expect((await get('/api/events?limit=0', stranger)).statusCode).toBe(400);
    expect((await get('/api/events?from=notadate', stranger)).statusCode).toBe(400);
    expect((await get('/api/events?skillLevel=pro', stranger)).statusCode).toBe(400);
    // One cursor codec everywhere: a cursor that does not decode is a 400 naming the field (it was ignored before).
    for (const url of ['/api/events?cursor=garbage', '/api/user/events?cursor=garbage', '/api/user/created-events?cursor=garbage']) {
      const res = await get(url, stranger);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ cursor: 'Invalid cursor' });
    }
  });
});

describe("the user's lists", () => {
  it('lists joined and created events, paged', async () => {
    const fresh = await person(t.app, 'Fay');
    const own = await makeGroup(t.app, fresh);
    const a = await createEvent(t.app, fresh, own, { dateTime: hoursFromNow(10) });
    const b = await createEvent(t.app, fresh, own, { dateTime: hoursFromNow(20) });
    const created = (await get('/api/user/created-events?scope=upcoming', fresh)).json() as EventPage;
    expect(created.items.map((e) => e.id)).toEqual([a.id, b.id]);
    const latest = (await get('/api/user/created-events?limit=1', fresh)).json() as EventPage;
    expect(latest.items.map((e) => e.id)).toEqual([b.id]);
    const next = (await get(`/api/user/created-events?limit=1&cursor=${latest.nextCursor}`, fresh)).json() as EventPage;
    expect(next.items.map((e) => e.id)).toEqual([a.id]);
    const joiner = await person(t.app, 'Jo');
    await join(t.app, joiner, b.id);
    const joined = (await get('/api/user/events', joiner)).json() as EventPage;
    expect(joined.items.map((e) => e.id)).toEqual([b.id]);
    expect(joined.items[0].isUserParticipant).toBe(true);
    expect((await get('/api/user/events')).statusCode).toBe(401);
  });
});
