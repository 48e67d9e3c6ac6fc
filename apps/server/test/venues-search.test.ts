/**
 * The type-ahead's venue index (issue 28, performance; `search-index.ts`): held in memory, it must give exactly what
 * one plain query gives: every match in the radius sorted by nearness and id (near), every match outside it (elsewhere).
 * Checked on seeded venues across its grid's cell edges, across the antimeridian and near a pole (where it reads every
 * venue); and it must see venues written after its first read, by this app (at once) or by another (within a second).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { nearness, withinRadius } from '../src/modules/places';
import { VenueSearchIndex, venueSearchIndex } from '../src/modules/venues/search-index';
import { wordsOf } from '../src/modules/venues/names';

let t: TestApp;
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const RADIUS_KM = 50;

/** A pin `km` from Austin in the direction `degrees` (a flat approximation; fine at these distances). */
function pin(km: number, degrees: number) {
  const rad = (degrees * Math.PI) / 180;
  return {
    latitude: AUSTIN.latitude + (km * Math.cos(rad)) / 111.195,
    longitude: AUSTIN.longitude + (km * Math.sin(rad)) / (111.195 * Math.cos((AUSTIN.latitude * Math.PI) / 180)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const rows: (typeof venues.$inferInsert)[] = [];
  const add = (name: string, km: number, degrees: number) => rows.push({ name, searchKey: name.toLowerCase(), ...pin(km, degrees) });
  // Close in (0.1-3 km): 100 venues, every other one a "Gamma" (a common word near the person).
  for (let i = 0; i < 100; i++) add(`${i % 2 ? 'Gamma' : 'Omega'} Courts ${i}`, 0.1 + i * 0.03, i * 37);
  // Farther (10-45 km): 100 "Delta" venues (a common word, none among the closest 64), and two pairs on one pin.
  for (let i = 0; i < 100; i++) add(`Delta Field ${i}`, 10 + i * 0.35, i * 53);
  add('Delta Twin B', 20, 90);
  add('Delta Twin A', 20, 90);
  // Rare names: three inside the radius, one outside.
  add('Rarewood Pitch', 30, 10);
  add('Rarewood Gym', 5, 200);
  add('Rarewood Stadium', 49, 300);
  add('Rarewood Far', 80, 0);
  // Outside the radius: 95 more "Gamma" venues.
  for (let i = 0; i < 95; i++) add(`Gamma Far ${i}`, 60 + i, i * 11);
  // On both sides of the antimeridian (Fiji), and near the North Pole (Svalbard), where the box is read instead.
  for (let i = 0; i < 10; i++) rows.push({ name: `Dateline Pitch ${i}`, searchKey: `dateline pitch ${i}`, latitude: -16.5 + i * 0.01, longitude: i % 2 ? 179.95 : -179.95 });
  for (let i = 0; i < 10; i++) rows.push({ name: `Polar Court ${i}`, searchKey: `polar court ${i}`, latitude: 89.7 + i * 0.01, longitude: i * 30 - 150 });
  await t.app.db.insert(venues).values(rows);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const wordsQuery = (key: string) => wordsOf(key).map((w) => `${w}:*`).join(' & ');

/** The reference: every match within the radius (or outside it), sorted by nearness then id, in one plain query. */
async function reference(key: string, limit: number, point = AUSTIN, outside = false) {
  const inRadius = withinRadius(venues, { point, radiusKm: RADIUS_KM });
  const rows = await t.app.db
    .select({ id: venues.id })
    .from(venues)
    .where(and(sql`${venues.searchVector} @@ to_tsquery('simple', ${wordsQuery(key)})`, outside ? sql`not (${inRadius})` : inRadius))
    .orderBy(nearness(venues, point), asc(venues.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

const searchVenuesNear = (key: string, point: typeof AUSTIN, limit: number) => venueSearchIndex(t.app.db).near(key, point, RADIUS_KM, limit);

describe('near-venue search', () => {
  it.each([
    ['gam', 8, 'the closest 64 hold 8 matches'],
    ['omega courts', 8, 'two words, among the closest 64'],
    ['delta', 8, 'a common word, none among the closest 64: the cells'],
    ['delta', 100, 'every Delta in the radius, the pair on one pin by id'],
    ['rarewood', 8, 'a rare name: the one outside the radius left out'],
    ['gamma far', 8, 'matches only outside the radius: none'],
    ['zzz', 8, 'no match at all'],
  ])('"%s", %i asked (%s): the same venues in the same order as the plain query', async (q, limit) => {
    const got = await searchVenuesNear(q, AUSTIN, limit);
    const expected = await reference(q, limit);
    expect(got.map((hit) => hit.venue.id)).toEqual(expected);
    for (const hit of got) expect(hit.km).toBeLessThanOrEqual(RADIUS_KM);
  });

  it('finds what each path should: 8 Gammas close in, the 3 Rarewoods in the radius closest first, 101 Deltas', async () => {
    expect((await searchVenuesNear('gam', AUSTIN, 8)).every((h) => h.venue.name.startsWith('Gamma Courts'))).toBe(true);
    const rare = await searchVenuesNear('rarewood', AUSTIN, 8);
    expect(rare.map((h) => h.venue.name)).toEqual(['Rarewood Gym', 'Rarewood Pitch', 'Rarewood Stadium']);
    expect(await searchVenuesNear('delta', AUSTIN, 200)).toHaveLength(102);
  });

  it.each([
    ['across the antimeridian', { latitude: -16.5, longitude: 179.99 }, 'dateline p', 10],
    ['from the other side of it', { latitude: -16.5, longitude: -179.99 }, 'dateline', 10],
    ['near the North Pole (the box)', { latitude: 89.8, longitude: 0 }, 'polar', 9],
  ])('%s: the same venues as the plain query (%s, %s: %i)', async (_, point, q, count) => {
    const got = await searchVenuesNear(q, point, 20);
    expect(got.map((hit) => hit.venue.id)).toEqual(await reference(q, 20, point));
    expect(got).toHaveLength(count);
  });
});

describe('venues elsewhere', () => {
  it.each([
    ['gamma', 10, 'the 95 Gammas outside the radius, closest first'],
    ['gamma far 1', 10, 'three words, one a number prefix'],
    ['rarewood', 10, 'the one outside the radius'],
    ['delta', 10, 'none outside'],
  ])('"%s", %i asked (%s): the same venues in the same order as the plain query', async (q, limit) => {
    const got = await venueSearchIndex(t.app.db).elsewhere(q, AUSTIN, RADIUS_KM, limit);
    expect(got.map((hit) => hit.venue.id)).toEqual(await reference(q, limit, AUSTIN, true));
    for (const hit of got) expect(hit.km).toBeGreaterThan(RADIUS_KM);
  });

  it('without a point: every match by name', async () => {
    const got = await venueSearchIndex(t.app.db).elsewhere('rarewood', null, RADIUS_KM, 10);
    expect(got.map((hit) => hit.venue.name)).toEqual(['Rarewood Far', 'Rarewood Gym', 'Rarewood Pitch', 'Rarewood Stadium']);
  });
});

describe('anywhere', () => {
  it('near and elsewhere agree with the plain queries from 40 points around (a seeded walk of points and words)', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const index = venueSearchIndex(t.app.db);
    for (let i = 0; i < 40; i++) {
      const point = pin(random() * 200, random() * 360);
      const q = ['gam', 'delta f', 'gamma far 4', 'omega', 'rare', 'c', 'courts 1'][i % 7]!;
      const near = await index.near(q, point, RADIUS_KM, 5);
      expect(near.map((h) => h.venue.id), `near "${q}" at ${point.latitude},${point.longitude}`).toEqual(await reference(q, 5, point));
      const away = await index.elsewhere(q, point, RADIUS_KM, 5);
      expect(away.map((h) => h.venue.id), `elsewhere "${q}" at ${point.latitude},${point.longitude}`).toEqual(await reference(q, 5, point, true));
    }
  });
});

describe('freshness', () => {
  it("sees this app's writes at once and another instance's within a second: new venues, renames and moved pins", async () => {
    const index = venueSearchIndex(t.app.db);
    await index.near('anything', AUSTIN, RADIUS_KM, 1);
    // Another instance (its own index on the same database) has read everything before the writes.
    const other = new VenueSearchIndex(t.app.db);
    expect(await other.near('quokka', AUSTIN, RADIUS_KM, 5)).toEqual([]);
    const [added] = await t.app.db.insert(venues).values({ name: 'Quokka Courts', searchKey: 'quokka courts', ...pin(2, 45) }).returning();
    index.changed();
    expect((await index.near('quokka', AUSTIN, RADIUS_KM, 5)).map((h) => h.venue.id)).toEqual([added!.id]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await other.near('quokka', AUSTIN, RADIUS_KM, 5)).map((h) => h.venue.id)).toEqual([added!.id]);

    // Renamed and moved out of the radius: the old name no longer matches, the new one matches elsewhere only.
    await t.app.db.update(venues).set({ name: 'Wombat Courts', searchKey: 'wombat courts', ...pin(70, 45) }).where(eq(venues.id, added!.id));
    index.changed();
    expect(await index.near('quokka', AUSTIN, RADIUS_KM, 5)).toEqual([]);
    expect(await index.near('wombat', AUSTIN, RADIUS_KM, 5)).toEqual([]);
    expect((await index.elsewhere('wombat', AUSTIN, RADIUS_KM, 5)).map((h) => h.venue.id)).toEqual([added!.id]);
    expect(await index.elsewhere('quokka', AUSTIN, RADIUS_KM, 5)).toEqual([]);
  });
});
