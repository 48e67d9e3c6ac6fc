/**
 * The user's own event lists (issue 18): "My Events" (GET /api/user/created-events) and "My Joined Events"
 * (GET /api/user/events) answer the upcoming section soonest first and the past section latest first, each
 * cursor-paged, the two sections apart and together the whole list. Events are inserted in shuffled order, so the
 * order can only come from the query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPage, EventResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, makeGroup, person, type Person } from './helpers/events';
import { insertEvent } from './helpers/groups';

let t: TestApp;
let organizer: Person;
let member: Person;
/** Hours from now of each event, shuffled: five coming, four over. */
const HOURS = [200, -5, 30, -300, 3, 90, -48, 1000, -2];
const ids = new Map<string, number>();

async function pages(url: string, user: Person, limit: number): Promise<{ items: EventResponse[]; pageCount: number }> {
  const items: EventResponse[] = [];
  let cursor: string | null = null;
  let pageCount = 0;
  do {
    const res = await t.app.inject({ method: 'GET', url: `${url}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json() as EventPage;
    items.push(...page.items);
    cursor = page.nextCursor;
    pageCount += 1;
  } while (cursor);
  return { items, pageCount };
}

const hoursOf = (items: EventResponse[]) => items.map((e) => ids.get(e.id));

beforeAll(async () => {
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  member = await person(t.app, 'Max');
  const group = await makeGroup(t.app, organizer);
  await addMember(t.app, group, member.id);
  for (const h of HOURS) {
    const id = await insertEvent(t.app, group, organizer.id, h);
    ids.set(id, h);
    // The member takes part in every event but the one of 90 hours.
    if (h !== 90) await t.app.db.execute(`insert into event_participants (id, event_id, user_id, status) values ('ep-${id}', '${id}', '${member.id}', 'registered')`);
  }
});

afterAll(async () => {
  await t?.close();
});

describe("the user's event lists by section", () => {
  it.each([
    ['created', '/api/user/created-events', () => organizer, HOURS],
    ['joined', '/api/user/events', () => member, HOURS.filter((h) => h !== 90)],
  ] as const)('%s: upcoming soonest first, past latest first, pages of 2, together the whole list', async (_kind, path, who, hours) => {
    const upcoming = await pages(`${path}?scope=upcoming`, who(), 2);
    const past = await pages(`${path}?scope=past`, who(), 2);
    expect(hoursOf(upcoming.items)).toEqual(hours.filter((h) => h > 0).sort((a, b) => a - b));
    expect(hoursOf(past.items)).toEqual(hours.filter((h) => h < 0).sort((a, b) => b - a));
    expect(upcoming.pageCount).toBeGreaterThan(1);
    const all = await pages(`${path}?scope=all`, who(), 50);
    expect(new Set(all.items.map((e) => e.id))).toEqual(new Set([...upcoming.items, ...past.items].map((e) => e.id)));
  });

  it('the soonest game leads the first page, whatever was created last', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/user/created-events?scope=upcoming&limit=1', headers: organizer.headers });
    expect(hoursOf((first.json() as EventPage).items)).toEqual([3]);
  });

  it('refuses an unknown section', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/events?scope=later', headers: member.headers });
    expect(res.statusCode).toBe(400);
  });
});
