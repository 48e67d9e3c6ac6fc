/**
 * Venues (issue 28) on the real app: adding one (bad input, dedupe within 150 m), the place type-ahead's ranking
 * (venues near the person, then cities near them, then the rest), edit rights and history (with support's revert),
 * the GeoJSON import's idempotence on the fixture, events placed at a venue, and a venue page's games: those of a
 * private group are shown to its members only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { users, venues } from '@kickoff/db';
import type { Place, Venue } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, makeGroup, multipart, person, postEvent, eventFields, type Person } from './helpers/events';
import { importVenues, revertVenueEdit, venueHistory } from '../src/modules/venues/service-admin';
import { similarNames } from '../src/modules/venues/names';

let t: TestApp;
let ada: Person;
let ben: Person;
let cy: Person;

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/osm-venues.geojson'), 'utf8')) as unknown;

beforeAll(async () => {
  t = await createTestApp();
  ada = await person(t.app, 'Ada');
  ben = await person(t.app, 'Ben');
  cy = await person(t.app, 'Cy');
  // Opening PGlite and migrating took 51 s on the shared machine under load.
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const add = (who: Person | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/venues', headers: who?.headers ?? {}, payload });
const edit = (who: Person, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/venues/${id}`, headers: who.headers, payload });
const places = async (query: string, who?: Person) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/places?${query}`, headers: who?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Place[];
};
/** A point `metres` north of another. */
const north = (p: { latitude: number; longitude: number }, metres: number) => ({ latitude: p.latitude + metres / 111_195, longitude: p.longitude });

describe('adding a venue', () => {
  it('needs a session, a visible name and a pin on the globe; the field is named', async () => {
    expect((await add(null, { name: 'Court', ...AUSTIN })).statusCode).toBe(401);
    const blank = await add(ada, { name: '   ', ...AUSTIN });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('name');
    const off = await add(ada, { name: 'Moon court', latitude: 95, longitude: 10 });
    expect(off.statusCode).toBe(400);
    expect(off.json().fields).toHaveProperty('latitude');
    const noPin = await add(ada, { name: 'Somewhere' });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().fields).toHaveProperty('latitude');
    const long = await add(ada, { name: 'x'.repeat(101), ...AUSTIN });
    expect(long.statusCode).toBe(400);
    expect(await t.app.db.$count(venues)).toBe(0);
  });

  it('stores names and notes as plain text, with its details and the zone of the pin', async () => {
    const res = await add(ada, {
      name: '<b>Shady</b> Lane Courts',
      latitude: 30.31,
      longitude: -97.72,
      sports: ['Tennis', 'pickleball', 'tennis'],
      setting: 'outdoor',
      lights: true,
      accessibility: '<script>alert(1)</script> ramp at the north gate',
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json() as Venue;
    expect(v.name).toBe('<b>Shady</b> Lane Courts');
    expect(v.accessibility).toBe('<script>alert(1)</script> ramp at the north gate');
    expect(v.sports).toEqual(['tennis', 'pickleball']);
    expect(v.timeZone).toBe('America/Chicago');
    expect(v.canEdit).toBe(true);
  });

  it('offers the venue already there for a near-identical name within 150 m (409), and changes nothing', async () => {
    const first = await add(ada, { name: 'Zilker Park - Field 3', latitude: 30.2687, longitude: -97.7675, sports: ['soccer'] });
    expect(first.statusCode, first.body).toBe(201);
    const before = await t.app.db.$count(venues);
    const again = await add(ben, { name: 'zilker park field 3', ...north({ latitude: 30.2687, longitude: -97.7675 }, 60) });
    expect(again.statusCode).toBe(409);
    expect(again.json().existing.id).toBe(first.json().id);
    expect(again.json().message).toBe('This place is already on the map');
    const typo = await add(ben, { name: 'Zilkr Park Field 3', ...north({ latitude: 30.2687, longitude: -97.7675 }, 100) });
    expect(typo.statusCode).toBe(409);
    expect(await t.app.db.$count(venues)).toBe(before);
    // Another field next to it, and the same name far away, are other places.
    expect((await add(ben, { name: 'Zilker Park - Field 4', ...north({ latitude: 30.2687, longitude: -97.7675 }, 80) })).statusCode).toBe(201);
    expect((await add(ben, { name: 'Zilker Park - Field 3', ...north({ latitude: 30.2687, longitude: -97.7675 }, 400) })).statusCode).toBe(201);
  });

  it('compares names without case, accents and punctuation; numbers must agree', () => {
    expect(similarNames('Café Courts', 'cafe courts!')).toBe(true);
    expect(similarNames('Field 3', 'Field 4')).toBe(false);
    expect(similarNames('Butler Park', 'Zilker Park')).toBe(false);
  });
});

describe('the place type-ahead', () => {
  let butlerPark: Venue;
  let farButler: Venue;
  beforeAll(async () => {
    butlerPark = (await add(ada, { name: 'Butler Park', latitude: 30.2627, longitude: -97.7513, sports: ['soccer'] })).json();
    // Butler, Pennsylvania's fields: a venue far from Austin.
    farButler = (await add(ada, { name: 'Butler Memorial Fields', latitude: 40.8612, longitude: -79.8953 })).json();
  });

  it('ranks venues near the person, then cities near them, then the other cities, then venues elsewhere', async () => {
    const items = await places(`q=butler&limit=20&near=${AUSTIN.latitude},${AUSTIN.longitude}`);
    expect(items[0]).toMatchObject({ source: 'venue', name: 'Butler Park', venueId: butlerPark.id, latitude: 30.2627, longitude: -97.7513 });
    expect(items[0]!.distanceKm).toBeGreaterThan(0.5);
    expect(items[0]!.distanceKm).toBeLessThan(2);
    const cities = items.filter((p) => p.source === 'city');
    expect(cities.length).toBeGreaterThan(1);
    // Cities near Austin (with their distance) before the others, closest first; Butler, PA among the others.
    const nearCount = cities.filter((c) => c.distanceKm !== undefined).length;
    expect(cities.slice(0, nearCount).every((c) => c.distanceKm! <= 150)).toBe(true);
    expect(cities.slice(nearCount).every((c) => c.distanceKm === undefined)).toBe(true);
    const nearKm = cities.slice(0, nearCount).map((c) => c.distanceKm!);
    expect(nearKm).toEqual([...nearKm].sort((a, b) => a - b));
    const pa = items.findIndex((p) => p.label === 'Butler, PA, US');
    expect(pa).toBeGreaterThan(0);
    expect(pa).toBeGreaterThanOrEqual(1 + nearCount);
    // The far venue after every city.
    const far = items.findIndex((p) => p.venueId === farButler.id);
    expect(far).toBeGreaterThan(items.map((p) => p.source).lastIndexOf('city'));
  });

  it('finds a venue by any word of its name, by prefix, for the person nearby', async () => {
    const items = await places(`q=Zilker&near=${AUSTIN.latitude},${AUSTIN.longitude}`);
    const names = items.filter((p) => p.source === 'venue').map((p) => p.name);
    expect(names).toContain('Zilker Park - Field 3');
    expect(names).toContain('Zilker Park - Field 4');
    expect((await places(`q=park fie&near=${AUSTIN.latitude},${AUSTIN.longitude}`)).filter((p) => p.source === 'venue').length).toBeGreaterThanOrEqual(3);
    expect((await places(`q=field 3&near=${AUSTIN.latitude},${AUSTIN.longitude}`))[0]).toMatchObject({ name: 'Zilker Park - Field 3' });
  });

  it('ranks around the home area without a device position, else around the form\'s place', async () => {
    await t.app.db.update(users).set({ location: 'Austin, TX', ...AUSTIN }).where(eq(users.id, cy.id));
    expect((await places('q=butler', cy))[0]).toMatchObject({ venueId: butlerPark.id });
    // Ben has no home area: the group's place (`around`) decides.
    expect((await places(`q=butler&around=${AUSTIN.latitude},${AUSTIN.longitude}`, ben))[0]).toMatchObject({ venueId: butlerPark.id });
    // Nowhere known: the most populous cities first, venues after them.
    const anywhere = await places('q=butler&limit=20');
    expect(anywhere[0]!.source).toBe('city');
    expect(anywhere.map((p) => p.source).lastIndexOf('city')).toBeLessThan(anywhere.findIndex((p) => p.source === 'venue'));
  });

  it('answers 400 for a bad point and nothing for one letter', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/places?q=bu&near=95,1' })).statusCode).toBe(400);
    expect(await places('q=b&near=30,-97')).toEqual([]);
  });
});

describe('edit rights and history', () => {
  let venue: Venue;
  let privateGroup: string;
  beforeAll(async () => {
    venue = (await add(ada, { name: 'Mueller Courts', latitude: 30.2986, longitude: -97.7044, sports: ['basketball'] })).json();
  });

  it('lets the adder edit and refuses others with 403, changing nothing', async () => {
    const ok = await edit(ada, venue.id, { surface: 'Asphalt', lights: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ surface: 'Asphalt', lights: true });
    const refused = await edit(ben, venue.id, { name: 'Spam courts' });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}`, headers: ben.headers })).json()).toMatchObject({ name: 'Mueller Courts', canEdit: false });
    expect((await edit(ada, 'no-such-venue', { surface: 'Clay' })).statusCode).toBe(404);
    expect((await edit(ada, venue.id, { name: '  ' })).statusCode).toBe(400);
  });

  it('lets creators of groups with games there edit it, not their members', async () => {
    privateGroup = await makeGroup(t.app, ben, { isPrivate: true });
    await addMember(t.app, privateGroup, cy.id);
    const game = await createEvent(t.app, ben, privateGroup, { location: 'Mueller Courts', venueId: venue.id, sportType: 'basketball' });
    // No zone given: the venue's.
    expect(game).toMatchObject({ venueId: venue.id, latitude: 30.2986, longitude: -97.7044, timeZone: 'America/Chicago' });
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}`, headers: ben.headers })).json().canEdit).toBe(true);
    expect((await edit(ben, venue.id, { parking: true })).statusCode).toBe(200);
    expect((await edit(cy, venue.id, { parking: false })).statusCode).toBe(403);
  });

  it('keeps who changed what, and support puts an edit back', async () => {
    const vandal = await edit(ben, venue.id, { name: 'Closed forever', latitude: 30.1, longitude: -97.9 });
    expect(vandal.statusCode).toBe(200);
    const history = await venueHistory(t.app.db, venue.id);
    expect(history.edits.map((e) => e.action)).toEqual(['edit', 'edit', 'edit', 'create']);
    const last = history.edits[0]!;
    expect(last.userId).toBe(ben.id);
    expect(last.before).toMatchObject({ name: 'Mueller Courts', latitude: 30.2986, longitude: -97.7044 });
    expect(last.after).toMatchObject({ name: 'Closed forever', latitude: 30.1 });
    expect(history.edits[2]!.after).toEqual({ surface: 'Asphalt', lights: true });
    const reverted = await revertVenueEdit(t.app.db, last.id);
    expect(Object.keys(reverted.restored).sort()).toEqual(['latitude', 'longitude', 'name']);
    const now = (await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).json();
    expect(now).toMatchObject({ name: 'Mueller Courts', latitude: 30.2986, longitude: -97.7044, surface: 'Asphalt', parking: true });
    const after = await venueHistory(t.app.db, venue.id);
    expect(after.edits[0]).toMatchObject({ action: 'revert', userId: null });
    // Found by its restored name again.
    expect((await places('q=mueller&near=30.2986,-97.7044')).some((p) => p.venueId === venue.id)).toBe(true);
  });

  it('shows a private group\'s games at the venue to its members only', async () => {
    const url = `/api/events?venueId=${venue.id}`;
    expect((await t.app.inject({ method: 'GET', url })).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url, headers: ada.headers })).json().items).toEqual([]);
    const member = (await t.app.inject({ method: 'GET', url, headers: cy.headers })).json().items as { venueId?: string; id: string }[];
    expect(member).toHaveLength(1);
    // The venue itself is public (it is in everyone's type-ahead).
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).statusCode).toBe(200);
    // A public group's game there is listed for everyone; other venues' games are not.
    const open = await makeGroup(t.app, ada);
    await createEvent(t.app, ada, open, { location: 'Mueller Courts', venueId: venue.id });
    await createEvent(t.app, ada, open, { location: 'Elsewhere' });
    expect((await t.app.inject({ method: 'GET', url })).json().items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url, headers: cy.headers })).json().items).toHaveLength(2);
  });

  it('refuses an event at a venue that does not exist (400, venueId named)', async () => {
    const group = await makeGroup(t.app, ada);
    const res = await postEvent(t.app, ada, eventFields(group, { venueId: 'nope' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('venueId');
  });
});

describe('venues on the map', () => {
  it('lists venues within the radius, closest first, each with its distance', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/venues?near=${AUSTIN.latitude},${AUSTIN.longitude}&radiusKm=5` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Venue[];
    expect(items.length).toBeGreaterThan(2);
    const km = items.map((v) => v.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((d) => d <= 5)).toBe(true);
    expect(items.some((v) => v.name === 'Butler Memorial Fields')).toBe(false);
  });
});

describe('a venue photo', () => {
  const upload = async (who: Person | null, id: string, data?: Buffer) => {
    const form = multipart({}, data ? { field: 'venuePhoto', name: 'field.png', type: 'image/png', data } : undefined);
    return t.app.inject({ method: 'PUT', url: `/api/venues/${id}/photo`, headers: { ...(who?.headers ?? {}), ...form.headers }, payload: form.payload });
  };
  const png = (colour: string) => sharp({ create: { width: 60, height: 40, channels: 3, background: colour } }).png().toBuffer();

  it('is set and removed by those who may edit, kept in the history, and support puts a replaced one back', async () => {
    const venue = (await add(ada, { name: 'Ramsey Park Courts', latitude: 30.3172, longitude: -97.7425 })).json() as Venue;
    expect(venue.imageUrl).toBeNull();
    expect((await upload(null, venue.id, await png('#15803d'))).statusCode).toBe(401);
    expect((await upload(ben, venue.id, await png('#15803d'))).statusCode).toBe(403);
    const missing = await upload(ada, venue.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('venuePhoto');
    expect((await upload(ada, 'no-such-venue', await png('#15803d'))).statusCode).toBe(404);
    const notImage = multipart({}, { field: 'venuePhoto', name: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') });
    expect((await t.app.inject({ method: 'PUT', url: `/api/venues/${venue.id}/photo`, headers: { ...ada.headers, ...notImage.headers }, payload: notImage.payload })).statusCode).toBe(415);

    const first = await upload(ada, venue.id, await png('#15803d'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = (first.json() as Venue).imageUrl!;
    expect(firstUrl).toMatch(/\.webp$/);
    expect(((await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).json() as Venue).imageUrl).toBe(firstUrl);
    // A vandal's photo (a group creator with a game there may edit), then support's revert.
    const group = await makeGroup(t.app, ben);
    await createEvent(t.app, ben, group, { location: 'Ramsey Park Courts', venueId: venue.id });
    const vandal = await upload(ben, venue.id, await png('#ff00ff'));
    expect(vandal.statusCode).toBe(200);
    const history = await venueHistory(t.app.db, venue.id);
    expect(history.edits[0]).toMatchObject({ action: 'edit', userId: ben.id, before: { imageUrl: firstUrl }, after: { imageUrl: (vandal.json() as Venue).imageUrl } });
    await revertVenueEdit(t.app.db, history.edits[0]!.id);
    expect(((await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).json() as Venue).imageUrl).toBe(firstUrl);
    // The restored file is still served.
    expect((await t.app.inject({ method: 'GET', url: new URL(firstUrl, 'http://x').pathname })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/photo`, headers: cy.headers })).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/photo`, headers: ada.headers });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Venue).imageUrl).toBeNull();
  });
});

describe('Near me filtered to a venue', () => {
  it('lists that venue\'s games in the circle, soonest first whatever the order asked, and pages them', async () => {
    const spot = { latitude: 30.3142, longitude: -97.7261 };
    const venue = (await add(ada, { name: 'Shipe Park Courts', ...spot, sports: ['tennis'] })).json() as Venue;
    const group = await makeGroup(t.app, ada);
    // Made out of date order; one game 300 m away is at another place.
    const later = await createEvent(t.app, ada, group, { title: 'Later', venueId: venue.id, dateTime: hoursFromNow(72) });
    const soonest = await createEvent(t.app, ada, group, { title: 'Soonest', venueId: venue.id, dateTime: hoursFromNow(24) });
    const middle = await createEvent(t.app, ada, group, { title: 'Middle', venueId: venue.id, dateTime: hoursFromNow(48) });
    await createEvent(t.app, ada, group, { title: 'Next door', location: 'Next door', latitude: String(spot.latitude + 0.0027), longitude: String(spot.longitude), dateTime: hoursFromNow(12) });
    const near = `near=${spot.latitude + 0.009},${spot.longitude}&radiusKm=5`;
    for (const sort of ['distance', 'soonest']) {
      const first = await t.app.inject({ method: 'GET', url: `/api/events?${near}&sort=${sort}&venueId=${venue.id}&limit=2` });
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json() as { items: { id: string; distanceKm: number }[]; nextCursor: string | null };
      expect(page.items.map((e) => e.id)).toEqual([soonest.id, middle.id]);
      expect(page.items[0]!.distanceKm).toBeCloseTo(1, 1);
      const next = await t.app.inject({ method: 'GET', url: `/api/events?${near}&sort=${sort}&venueId=${venue.id}&limit=2&cursor=${encodeURIComponent(page.nextCursor!)}` });
      expect((next.json().items as { id: string }[]).map((e) => e.id)).toEqual([later.id]);
    }
    // Outside the circle: none.
    const far = await t.app.inject({ method: 'GET', url: `/api/events?near=${AUSTIN.latitude - 1},${AUSTIN.longitude}&radiusKm=5&venueId=${venue.id}` });
    expect(far.json().items).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: `/api/events?${near}&venueId=${'x'.repeat(65)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('venueId');
  });
});

describe('import from GeoJSON', () => {
  it('imports the fixture, reports the broken features, and re-running updates without duplicating', async () => {
    const first = await importVenues(t.app.db, fixture);
    expect(first).toMatchObject({ created: 3, updated: 0, unchanged: 0, linked: 0 });
    expect(first.skipped.map((s) => s.reason)).toEqual([
      'no name',
      'no valid coordinates',
      'not leisure=pitch, sports_centre or stadium',
      'no OpenStreetMap id (node/, way/ or relation/)',
      'no OpenStreetMap id (node/, way/ or relation/)',
    ]);
    const count = await t.app.db.$count(venues);
    const [rec] = await t.app.db.select().from(venues).where(eq(venues.osmId, 'node/200000002'));
    expect(rec).toMatchObject({ name: 'Austin Recreation Center', sports: ['basketball', 'volleyball'], setting: 'indoor', address: '1301 Shoal Creek Boulevard, Austin' });
    const [field] = await t.app.db.select().from(venues).where(eq(venues.osmId, 'way/100000001'));
    expect(field).toMatchObject({ sports: ['soccer', 'football'], surface: 'grass', lights: false });
    expect(field!.latitude).toBeCloseTo(30.2692, 3);

    const again = await importVenues(t.app.db, fixture);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await t.app.db.$count(venues)).toBe(count);

    const renamed = structuredClone(fixture) as { features: { properties: Record<string, string> }[] };
    renamed.features[2]!.properties.name = 'Caswell Tennis Center (City of Austin)';
    const third = await importVenues(t.app.db, renamed);
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await t.app.db.$count(venues)).toBe(count);
    expect((await places('q=caswell&near=30.28,-97.75'))[0]).toMatchObject({ name: 'Caswell Tennis Center (City of Austin)' });
  });

  it('refuses a file that is not a FeatureCollection', async () => {
    await expect(importVenues(t.app.db, { type: 'Feature' })).rejects.toThrow('Not a GeoJSON FeatureCollection');
  });
});
