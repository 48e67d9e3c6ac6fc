/** Groups: Discover (GET /api/groups: paging, search, sport, featured, bad queries) and the user's created and joined lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, GroupPage } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createGroup, person, type Person } from './helpers/groups';

let t: TestApp;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  other = await person(t.app, 'Max');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/groups (Discover)', () => {
  let d1: Person;
  beforeAll(async () => {
    d1 = await person(t.app, 'Dora');
    for (let i = 0; i < 5; i++) await createGroup(t.app, d1, { name: `Pickle Pals ${i}`, sportType: 'pickleball', location: 'Houston' });
    await createGroup(t.app, d1, { name: 'Hidden Pickle', sportType: 'pickleball', isPrivate: true });
  });

  it('is open to signed-out visitors and lists public and private cards, newest first', async () => {
    const res = await t.app.inject({ url: '/api/groups?sport=pickleball&limit=50' });
    expect(res.statusCode).toBe(200);
    const page = res.json() as GroupPage;
    expect(page.items.map((g) => g.name)).toEqual(['Hidden Pickle', ...[4, 3, 2, 1, 0].map((i) => `Pickle Pals ${i}`)]);
    expect(page.items.every((g) => g.isUserMember === false && g.membershipStatus === null)).toBe(true);
    expect(page.nextCursor).toBeNull();
  });

  it('pages by cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const qs: string = `sport=pickleball&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ url: `/api/groups?${qs}`, headers: d1.headers })).json() as GroupPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((g) => g.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('searches free text by word prefix, and filters by sport case-insensitively', async () => {
    const res = await t.app.inject({ url: '/api/groups?q=pickle%20hous', headers: other.headers });
    const names = (res.json() as GroupPage).items.map((g) => g.name);
    expect(names).toHaveLength(5);
    expect(names.every((n) => n.startsWith('Pickle Pals'))).toBe(true);
    const bySport = await t.app.inject({ url: '/api/groups?sport=PICKLEBALL&q=hidden', headers: other.headers });
    expect((bySport.json() as GroupPage).items.map((g) => g.name)).toEqual(['Hidden Pickle']);
    const symbols = await t.app.inject({ url: `/api/groups?q=${encodeURIComponent("'&|!:*()")}`, headers: other.headers });
    expect(symbols.statusCode).toBe(200);
  });

  it('lists featured groups by member count', async () => {
    const popular = await createGroup(t.app, d1, { name: 'Popular Volley', sportType: 'volleyball' });
    for (let i = 0; i < 3; i++) {
      const p = await person(t.app, 'Fan');
      await t.app.inject({ method: 'POST', url: `/api/groups/${popular}/join`, headers: p.headers });
    }
    const res = await t.app.inject({ url: '/api/groups?featured=true&limit=6' });
    const page = res.json() as GroupPage;
    expect(page.items).toHaveLength(6);
    expect(page.items[0]).toMatchObject({ id: popular, memberCount: 4 });
    const counts = page.items.map((g) => g.memberCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const next = await t.app.inject({ url: `/api/groups?featured=true&limit=6&cursor=${page.nextCursor}` });
    expect(next.statusCode).toBe(200);
    expect((next.json() as GroupPage).items.some((g) => g.id === popular)).toBe(false);
  });

  it('answers bad query parameters with 400, never 500', async () => {
    for (const qs of ['cursor=not-a-cursor', 'limit=0', 'limit=1000', 'sport=curling', 'featured=yes', `q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ url: `/api/groups?${qs}` });
      expect(res.statusCode, qs).toBe(400);
    }
    const forged = Buffer.from(JSON.stringify(['2020-01-01', 5])).toString('base64url');
    expect((await t.app.inject({ url: `/api/groups?cursor=${forged}` })).statusCode).toBe(400);
  });
});

describe('GET /api/user/created-groups and /api/user/groups', () => {
  it("lists the user's created groups and joined (active) groups", async () => {
    const creator = await person(t.app, 'Cara');
    const joiner = await person(t.app, 'Jo');
    const a = await createGroup(t.app, creator, { name: 'Cara A' });
    const b = await createGroup(t.app, creator, { name: 'Cara B', isPrivate: true });
    await t.app.inject({ method: 'POST', url: `/api/groups/${a}/join`, headers: joiner.headers });
    await t.app.inject({ method: 'POST', url: `/api/groups/${b}/join`, headers: joiner.headers }); // waiting

    const created = (await t.app.inject({ url: '/api/user/created-groups', headers: creator.headers })).json() as Group[];
    expect(created.map((g) => g.name)).toEqual(['Cara B', 'Cara A']);
    const joined = (await t.app.inject({ url: '/api/user/groups', headers: joiner.headers })).json() as Group[];
    expect(joined.map((g) => g.id)).toEqual([a]);
    expect(joined[0]).toMatchObject({ isUserMember: true, memberCount: 2 });
    expect((await t.app.inject({ url: '/api/user/groups' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/created-groups' })).statusCode).toBe(401);
  });
});
