/** A group's events (GET /api/groups/{id}/events): upcoming soonest first, past apart latest first (issue 18), each cursor-paged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupEventPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { caller, groupCast, insertEvent } from './helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

describe("a group's events", () => {
  it('lists upcoming games soonest first and past ones apart, latest first, each paged by its own cursor', async () => {
    const c = await groupCast(t.app, true);
    // Inserted in no particular order: the order can only come from the list.
    const ids: Record<string, string> = {};
    for (const hours of [72, -48, 24, -2, 200, -300]) ids[hours] = await insertEvent(t.app, c.id, c.creator.id, hours);
    const url = `/api/groups/${c.id}/events`;
    const pages = async (scope: string | null) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=2${scope ? `&scope=${scope}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call('GET', `${url}${query}`, c.member);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as GroupEventPage;
        seen.push(...page.items.map((e) => e.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    // The cast's own event is 30 hours ahead.
    const cast = (await call('GET', url, c.member)).json().items.map((e: { id: string }) => e.id).find((id: string) => !Object.values(ids).includes(id));
    expect(await pages(null)).toEqual([ids[24], cast, ids[72], ids[200]]);
    expect(await pages('upcoming')).toEqual([ids[24], cast, ids[72], ids[200]]);
    expect(await pages('past')).toEqual([ids[-2], ids[-48], ids[-300]]);

    const bad = await call('GET', `${url}?scope=soon`, c.member);
    expect(bad.statusCode).toBe(400);
    // Past games of a private group stay its members' too.
    expect((await call('GET', `${url}?scope=past`, c.stranger)).statusCode).toBe(404);
    expect((await call('GET', `${url}?scope=past`, c.blocked)).statusCode).toBe(403);
  });
});
