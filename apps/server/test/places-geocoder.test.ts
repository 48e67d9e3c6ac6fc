/**
 * The optional street-level geocoder (GEOCODER_URL, issue 12) over real HTTP: stand-in servers on 127.0.0.1 speaking
 * Nominatim's `/search?format=jsonv2` and Photon's `/api?q=`, one that never answers and a closed port. The type-ahead
 * keeps answering cities whatever the geocoder does. Also GET /api/places/config (map tiles).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { startStandIn, type StandIn } from './helpers/stand-in';
import { mergePlaces } from '../src/modules/places/service';

/** What a Nominatim 4.x answers for `format=jsonv2&addressdetails=1` (trimmed to the fields the adapter reads, plus noise). */
const nominatimAnswer = (q: string) => {
  const results = [
    {
      place_id: 1,
      lat: '30.2669624',
      lon: '-97.7728594',
      category: 'leisure',
      type: 'park',
      name: 'Zilker Park',
      display_name: 'Zilker Park, Barton Springs Road, Zilker, Austin, Travis County, Texas, 78746, United States',
      address: { leisure: 'Zilker Park', road: 'Barton Springs Road', city: 'Austin', state: 'Texas', 'ISO3166-2-lvl4': 'US-TX', country_code: 'us' },
    },
    {
      place_id: 2,
      lat: '30.2711286',
      lon: '-97.7436995',
      name: 'Austin',
      display_name: 'Austin, Travis County, Texas, United States',
      address: { city: 'Austin', state: 'Texas', 'ISO3166-2-lvl4': 'US-TX', country_code: 'us' },
    },
    {
      place_id: 3,
      lat: '30.1974711',
      lon: '-97.6663529',
      name: 'Austin-Bergstrom International Airport',
      display_name: 'Austin-Bergstrom International Airport, Austin, Texas, United States',
      address: { aeroway: 'Austin-Bergstrom International Airport', city: 'Austin', state: 'Texas', 'ISO3166-2-lvl4': 'US-TX', country_code: 'us' },
    },
    { place_id: 4, lat: 'not a number', lon: '1', name: 'Broken' },
    { place_id: 5, lat: '95', lon: '1', name: 'Off the globe' },
  ];
  const key = q.toLowerCase();
  return results.filter((r) => r.name.toLowerCase().startsWith(key) || r.display_name?.toLowerCase().includes(key));
};

const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-97.7728594, 30.2669624] },
      properties: { name: 'Zilker Park', street: 'Barton Springs Road', city: 'Austin', state: 'Texas', countrycode: 'US', osm_key: 'leisure' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.2945, 48.8584] },
      properties: { housenumber: '5', street: 'Avenue Anatole France', city: 'Paris', state: 'Île-de-France', countrycode: 'FR' },
    },
  ],
};

async function places(t: TestApp, q: string): Promise<Place[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Place[];
}

const query = (path: string) => new URL(path, 'http://x').searchParams;

describe('Nominatim-compatible geocoder', () => {
  let nominatim: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    nominatim = await startStandIn((r) =>
      r.path.startsWith('/search?') ? { status: 200, json: nominatimAnswer(query(r.path).get('q') ?? '') } : { status: 404, json: {} },
    );
    t = await createTestApp({ env: { GEOCODER_URL: `${nominatim.url}/`, GEOCODER_PROTOCOL: 'nominatim' } });
  });
  afterAll(async () => {
    await t?.close();
    await nominatim?.close();
  });

  it('finds a park by name with its coordinates, a short label and the zone of the point', async () => {
    const items = await places(t, 'Zilker');
    expect(items).toEqual([
      {
        name: 'Zilker Park',
        label: 'Zilker Park, Barton Springs Road, Austin, TX, US',
        country: 'US',
        latitude: 30.2669624,
        longitude: -97.7728594,
        population: 0,
        timeZone: 'America/Chicago',
        source: 'geocoder',
      },
    ]);
    const sent = nominatim.requests.at(-1)!;
    expect(sent.path.startsWith('/search?')).toBe(true);
    expect(Object.fromEntries(query(sent.path))).toEqual({ format: 'jsonv2', q: 'Zilker', limit: '8', addressdetails: '1' });
    expect(sent.headers['user-agent']).toMatch(/^Kickoff \(/);
  });

  it('lists the cities first and drops the geocoder\'s copy of a listed city', async () => {
    const items = await places(t, 'Austin');
    const firstGeocoded = items.findIndex((p) => p.source === 'geocoder');
    expect(items[0]!.label).toBe('Austin, TX, US');
    expect(firstGeocoded).toBeGreaterThan(0);
    expect(items.slice(firstGeocoded).every((p) => p.source === 'geocoder')).toBe(true);
    expect(items.filter((p) => p.label.startsWith('Austin, TX'))).toHaveLength(1);
    expect(items.map((p) => p.name)).toContain('Austin-Bergstrom International Airport');
    expect(items.length).toBeLessThanOrEqual(8);
  });

  it('leaves the geocoder out of queries under 3 characters', async () => {
    const before = nominatim.requests.length;
    expect((await places(t, 'Zi')).every((p) => p.source === 'city')).toBe(true);
    expect(nominatim.requests.length).toBe(before);
  });

  it('keeps answers for a while (typing back and forth repeats queries)', async () => {
    await places(t, 'Austin-B');
    const before = nominatim.requests.length;
    await places(t, 'austin-b');
    expect(nominatim.requests.length).toBe(before);
  });

  it('tells the web app that street search is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places/config' });
    expect(res.json().streetSearch).toBe(true);
  });
});

describe('Photon-compatible geocoder', () => {
  let photon: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    photon = await startStandIn((r) => (r.path.startsWith('/api?') ? { status: 200, json: photonAnswer } : { status: 404, json: {} }));
    t = await createTestApp({
      env: { GEOCODER_URL: photon.url, GEOCODER_PROTOCOL: 'photon', MAP_TILE_URL: 'http://{s}.tiles.test:8080/{z}/{x}/{y}.png' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await photon?.close();
  });

  it('reads GeoJSON features: [lon, lat], US state codes, house numbers', async () => {
    const items = (await places(t, 'Zzzx street')).filter((p) => p.source === 'geocoder');
    expect(items.map((p) => [p.label, p.latitude, p.longitude, p.timeZone])).toEqual([
      ['Zilker Park, Barton Springs Road, Austin, TX, US', 30.2669624, -97.7728594, 'America/Chicago'],
      ['5 Avenue Anatole France, Paris, Île-de-France, FR', 48.8584, 2.2945, 'Europe/Paris'],
    ]);
    expect(Object.fromEntries(query(photon.requests.at(-1)!.path))).toEqual({ q: 'Zzzx street', limit: '8' });
  });

  it('lets the pages load tiles from a plain-http tile server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places/config' });
    expect(res.json().tileUrl).toBe('http://{s}.tiles.test:8080/{z}/{x}/{y}.png');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*http:\/\/\*\.tiles\.test:8080/);
  });
});

describe('a geocoder that is down', () => {
  let hanging: http.Server;
  let calls = 0;
  let slow: TestApp;
  let refused: TestApp;
  let failing: StandIn;
  let broken: TestApp;
  beforeAll(async () => {
    // Accepts the connection and never answers. Connections are counted, not requests: on a loaded machine the app's
    // timeout can end a request before this server has read it (CI saw 0 requests), never before it connected.
    hanging = http.createServer(() => undefined);
    hanging.on('connection', () => void calls++);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    slow = await createTestApp({
      env: { GEOCODER_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`, GEOCODER_TIMEOUT_MS: '300' },
    });
    // A port nobody listens on (bound, then released).
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    refused = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${closedPort}`, MAP_TILE_URL: 'none' } });
    failing = await startStandIn(() => ({ status: 503, json: { error: 'overloaded' } }));
    broken = await createTestApp({ env: { GEOCODER_URL: failing.url } });
  });
  afterAll(async () => {
    await Promise.all([slow?.close(), refused?.close(), broken?.close()]);
    hanging?.closeAllConnections();
    await new Promise<void>((resolve) => hanging?.close(() => resolve()));
    await failing?.close();
  });

  it('answers the cities after the timeout, then leaves the geocoder alone for a while', async () => {
    const started = performance.now();
    const items = await places(slow, 'Austin');
    const took = performance.now() - started;
    expect(items[0]!.label).toBe('Austin, TX, US');
    expect(items.every((p) => p.source === 'city')).toBe(true);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3000);
    for (let i = 0; i < 40 && calls === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    const asked = calls;
    expect(asked).toBeGreaterThanOrEqual(1);

    // The geocoder is not asked again (a call would connect, and wait for the slow stand-in).
    expect((await places(slow, 'Boston'))[0]!.label).toBe('Boston, MA, US');
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(asked);
  });

  it('answers the cities when nothing listens, and when the geocoder answers 503', async () => {
    expect((await places(refused, 'Austin'))[0]!.label).toBe('Austin, TX, US');
    expect((await places(broken, 'Austin'))[0]!.label).toBe('Austin, TX, US');
    expect(failing.requests).toHaveLength(1);
    expect((await places(broken, 'Zilker')).filter((p) => p.source === 'geocoder')).toEqual([]);
    expect(failing.requests).toHaveLength(1);
  });

  it('MAP_TILE_URL=none: the maps get no tiles', async () => {
    const res = await refused.app.inject({ method: 'GET', url: '/api/places/config' });
    expect(res.json()).toMatchObject({ tileUrl: null, streetSearch: true });
  });
});

describe('map config and merging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('defaults to OpenStreetMap tiles with their attribution, no street search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: expect.stringContaining('OpenStreetMap'),
      streetSearch: false,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('keeps at least half the list for each source', () => {
    const at = (name: string, source: Place['source'], latitude = 0): Place => ({
      name, label: name, country: '', latitude, longitude: 0, population: 0, timeZone: null, source,
    });
    const cities = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'].map((n, i) => at(n, 'city', i));
    const found = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6'].map((n) => at(n, 'geocoder', 50));
    expect(mergePlaces(cities, found, 8).map((p) => p.name)).toEqual(['A1', 'A2', 'A3', 'A4', 'G1', 'G2', 'G3', 'G4']);
    expect(mergePlaces(cities, found.slice(0, 2), 8).map((p) => p.name)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'G1', 'G2']);
    expect(mergePlaces(cities.slice(0, 1), found, 8).map((p) => p.name)).toEqual(['A1', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6']);
  });
});
