/** Distance discovery of groups (issue 12): GET /api/groups?near=&radiusKm=&sort=, paging, bad input, the form's coordinates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { createGroup, person, type Person } from './helpers/groups';

let t: TestApp;
let owner: Person;

const AUSTIN: [number, number] = [30.2672, -97.7431];
const groupsAt: Record<string, [number, number]> = {
  'Zilker Kickers': [30.2669, -97.7729],
  'Mueller Runners': [30.2986, -97.7044],
  'Round Rock Ballers': [30.5083, -97.6789],
  'Dallas Strikers': [32.7767, -96.797],
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t.app, 'Gina');
  for (const [name, [latitude, longitude]] of Object.entries(groupsAt)) {
    await createGroup(t.app, owner, { name, location: name, latitude, longitude } as never);
  }
  await createGroup(t.app, owner, { name: 'Nowhere FC' });
});
afterAll(async () => {
  await t?.close();
});

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/groups?${query}` });

describe('groups near a point', () => {
  it('keeps groups within the radius, nearest first, each with its distance', async () => {
    const res = await get(`near=${AUSTIN.join(',')}&radiusKm=50&sort=distance`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Group[];
    expect(items.map((g) => g.name)).toEqual(['Zilker Kickers', 'Mueller Runners', 'Round Rock Ballers']);
    // Zilker Park is about 2.87 km west of downtown Austin (haversine on earthdistance's sphere).
    expect(items[0]!.distanceKm).toBeCloseTo(2.87, 1);
    expect(items[0]!.latitude).toBe(30.2669);
    const plain = (await get('limit=50')).json().items as Group[];
    expect(plain.every((g) => g.distanceKm === null)).toBe(true);
  });

  it('pages by distance', async () => {
    const names: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await get(`near=${AUSTIN.join(',')}&radiusKm=300&sort=distance&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      names.push(...(res.json().items as Group[]).map((g) => g.name));
      cursor = res.json().nextCursor;
    }
    // Dallas is about 293 km away: inside a 300 km radius.
    expect(names).toEqual(['Zilker Kickers', 'Mueller Runners', 'Round Rock Ballers', 'Dallas Strikers']);
  });

  it('answers bad input with 400 and a field message', async () => {
    for (const [query, field] of [['near=-91,0', 'near'], ['near=1', 'near'], ['near=1,2&radiusKm=0', 'radiusKm'], ['sort=distance', 'sort']] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields?.[field], query).toBeTruthy();
    }
    const noPlace = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: owner.headers,
      payload: { name: 'Ghost', sportType: 'soccer', latitude: 30, longitude: -97 },
    });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().fields?.location).toBeTruthy();
  });

  it('stores coordinates to 7 decimals: a subnormal number is 0, not a 500 (found by the fuzzer)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: owner.headers,
      payload: { name: 'Tiny FC', sportType: 'soccer', location: 'Null Island', latitude: -6.4e-323, longitude: 12.345678912 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ latitude: 0, longitude: 12.3456789 });
    const near = await get('near=1e-320,5e-324&radiusKm=300');
    expect(near.statusCode, near.body).toBe(200);
  });
});
