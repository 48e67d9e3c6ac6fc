/**
 * Distance discovery (issue 12): GET /api/events?near=&radiusKm=&sort= against hand-computed great-circle distances
 * (earthdistance's sphere, radius 6378.168 km), across the antimeridian and near the poles; combined filters; paging
 * by (distance, id); bad input; private groups' events hidden from outsiders; EXPLAIN probes the GiST index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPage } from '@kickoff/shared';
import { eventListQuerySchema } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, makeGroup, multipart, person, postEvent, eventFields, type Person } from './helpers/events';
import { eventCardsQuery } from '../src/modules/events/repository-cards';
import { discoverOptions } from '../src/modules/events/repository-lists';
import { sql } from 'drizzle-orm';

const EARTH_KM = 6378.168;
/** Haversine distance on earthdistance's sphere. */
function haversineKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

let t: TestApp;
let organizer: Person;
let member: Person;
let stranger: Person;
let publicGroup: string;
let privateGroup: string;

const ZILKER: [number, number] = [30.2669, -97.7729];
const places: Record<string, [number, number]> = {
  zilker: ZILKER,
  mueller: [30.2986, -97.7044], // Mueller Lake Park
  pease: [30.2846, -97.7551], // Pease Park
  roundRock: [30.5083, -97.6789], // Old Settlers Park, Round Rock
  fijiEast: [-17.8, 179.9], // across the antimeridian from fijiWest
  fijiWest: [-17.8, -179.9],
  northPole: [89.9, 0],
  northPoleFar: [89.9, 180],
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  member = await person(t.app, 'Mia');
  stranger = await person(t.app, 'Sam');
  publicGroup = await makeGroup(t.app, organizer);
  privateGroup = await makeGroup(t.app, organizer, { isPrivate: true });
  await addMember(t.app, privateGroup, member.id);
  let hours = 24;
  for (const [name, [lat, lng]] of Object.entries(places)) {
    await createEvent(t.app, organizer, publicGroup, {
      title: `Game at ${name}`,
      location: name,
      latitude: String(lat),
      longitude: String(lng),
      sportType: name === 'pease' ? 'Tennis' : 'Soccer',
      dateTime: new Date(Date.now() + (hours += 1) * 3600_000).toISOString(),
    });
  }
  await createEvent(t.app, organizer, privateGroup, { title: 'Private at Zilker', location: 'Zilker', latitude: '30.267', longitude: '-97.773' });
  await createEvent(t.app, organizer, publicGroup, { title: 'No coordinates', location: 'Somewhere' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string, user?: Person) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/events?${query}`, headers: user?.headers ?? {} });
  return res;
};
const items = async (query: string, user?: Person) => {
  const res = await list(query, user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as EventPage).items;
};

describe('distance discovery', () => {
  it('keeps events within the radius, nearest first, with hand-computed distances', async () => {
    const found = await items(`near=${ZILKER.join(',')}&radiusKm=10&sort=distance`);
    expect(found.map((e) => e.location)).toEqual(['zilker', 'pease', 'mueller']);
    for (const e of found) expect(e.distanceKm).toBeCloseTo(haversineKm(ZILKER, places[e.location]!), 3);
    expect(found[0]!.latitude).toBe(ZILKER[0]);
  });

  it('reaches across the antimeridian and near the poles', async () => {
    const fiji = await items(`near=-17.8,179.95&radiusKm=50&sort=distance`);
    expect(fiji.map((e) => e.location).sort()).toEqual(['fijiEast', 'fijiWest']);
    for (const e of fiji) expect(e.distanceKm).toBeCloseTo(haversineKm([-17.8, 179.95], places[e.location]!), 3);
    const pole = await items(`near=90,0&radiusKm=30&sort=distance`);
    expect(pole.map((e) => e.location).sort()).toEqual(['northPole', 'northPoleFar']);
    expect(haversineKm(places.northPole!, places.northPoleFar!)).toBeCloseTo(22.26, 1);
  });

  it('combines with sport and text filters, soonest first by default, distance null without near', async () => {
    expect((await items(`near=${ZILKER.join(',')}&radiusKm=10&sport=tennis`)).map((e) => e.location)).toEqual(['pease']);
    expect((await items(`near=${ZILKER.join(',')}&radiusKm=10&q=mueller`)).map((e) => e.location)).toEqual(['mueller']);
    expect((await items(`near=${ZILKER.join(',')}&radiusKm=100`)).map((e) => e.location)).toEqual(['zilker', 'mueller', 'pease', 'roundRock']);
    const all = await items('limit=50');
    expect(all.every((e) => e.distanceKm === null)).toBe(true);
  });

  it('pages by (distance, id)', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await list(`near=${ZILKER.join(',')}&radiusKm=100&sort=distance&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json() as EventPage;
      seen.push(...page.items.map((e) => e.location));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['zilker', 'pease', 'mueller', 'roundRock']);
  });

  it('pages through events at one venue (equal distances) without gaps or repeats', async () => {
    const venue: [number, number] = [64.1466, -21.9426]; // Reykjavik, far from every other event of this file
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await createEvent(t.app, organizer, publicGroup, {
        title: `Weekly ${i}`,
        location: 'Laugardalur',
        latitude: String(venue[0]),
        longitude: String(venue[1]),
        dateTime: new Date(Date.now() + (200 + i) * 3600_000).toISOString(),
      });
      made.push(res.id);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = (await list(`near=64.15,-21.94&radiusKm=5&sort=distance&limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json() as EventPage;
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(made));
    // The pages, put together, are the one-page answer (ties broken by id in the same way).
    const whole = (await list('near=64.15,-21.94&radiusKm=5&sort=distance&limit=50')).json() as EventPage;
    expect(seen).toEqual(whole.items.map((e) => e.id));
  });

  it("never shows a private group's events to outsiders", async () => {
    const q = `near=${ZILKER.join(',')}&radiusKm=1&sort=distance`;
    expect((await items(q)).map((e) => e.title)).toEqual(['Game at zilker']);
    expect((await items(q, stranger)).map((e) => e.title)).toEqual(['Game at zilker']);
    expect((await items(q, member)).map((e) => e.title).sort()).toEqual(['Game at zilker', 'Private at Zilker']);
  });

  it('answers bad input with 400 and a field message', async () => {
    for (const [query, field] of [
      ['near=91,0', 'near'],
      ['near=0,181', 'near'],
      ['near=30.2', 'near'],
      ['near=abc,def', 'near'],
      ['near=30,-97&radiusKm=0.1', 'radiusKm'],
      ['near=30,-97&radiusKm=301', 'radiusKm'],
      ['sort=distance', 'sort'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields?.[field], query).toBeTruthy();
    }
  });

  it('refuses coordinates without a location, one coordinate alone, or out of range', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ location: '', latitude: '30', longitude: '-97' }, 'location'],
      [{ latitude: '30' }, 'longitude'],
      [{ latitude: '95', longitude: '-97' }, 'latitude'],
      [{ latitude: '30', longitude: '-190' }, 'longitude'],
    ];
    for (const [overrides, field] of cases) {
      const res = await postEvent(t.app, organizer, eventFields(publicGroup, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(overrides)).toBeTruthy();
    }
  });

  it('keeps the pin on an edit that does not mention it, and drops it on blank coordinates (the web form)', async () => {
    const event = await createEvent(t.app, organizer, publicGroup, { title: 'Pin edit', location: 'Zilker', latitude: '30.2669', longitude: '-97.7729' });
    const patch = async (fields: Record<string, string>) => {
      const form = multipart(fields);
      const res = await t.app.inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { latitude: number | null; longitude: number | null; location: string };
    };
    expect(await patch({ title: 'Pin edit, renamed' })).toMatchObject({ latitude: 30.2669, longitude: -97.7729 });
    expect(await patch({ location: 'Zilker, by the pool', latitude: '', longitude: '' })).toMatchObject({
      location: 'Zilker, by the pool',
      latitude: null,
      longitude: null,
    });
  });

  const planOf = async (query: Record<string, string>) => {
    const now = new Date();
    const options = discoverOptions(eventListQuerySchema.parse(query), null, now);
    // The statement Discover runs: the cards PostgreSQL writes as JSON.
    const built: { sql: string; params: unknown[] } = eventCardsQuery(t.app.db, options, now.toISOString()).toSQL();
    const inline = built.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const v = built.params[Number(n) - 1];
      return typeof v === 'number' ? String(v) : `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
    });
    // A table of a dozen rows is cheaper to scan; forbidding scans (in this transaction only) shows the index serves it.
    return t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return JSON.stringify(await tx.execute(sql.raw(`explain (format json) ${inline}`)));
    });
  };

  it('reads closest first from the GiST index (a KNN scan, not a sort of the circle)', async () => {
    const plan = await planOf({ near: '30.2669,-97.7729', radiusKm: '10', sort: 'distance' });
    expect(plan).toMatch(/events_(sport_)?earth_date_idx/);
    expect(plan).toContain('"Order By"');
    // With a sport, the sport-led index: its points are that sport's only.
    const bySport = await planOf({ near: '30.2669,-97.7729', radiusKm: '10', sort: 'distance', sport: 'soccer' });
    expect(bySport).toContain('events_sport_earth_date_idx');
    expect(bySport).toContain('"Order By"');
  });
});
