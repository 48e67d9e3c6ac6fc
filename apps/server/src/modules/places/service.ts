/**
 * Place search for the location type-ahead (issue 28's ranking): venues near the person, then cities near them
 * (so "Butler" in Austin offers Butler Park or a Texan Butler before Butler, PA), then the other cities by population
 * and matching venues elsewhere, then (with a geocoder configured) the streets, venues and parks it finds, without
 * the geocoder's copies of places already listed.
 */
import type { Place, Point } from '@kickoff/shared';
import { searchCities, searchKey } from './gazetteer';
import type { Geocoder } from './geocoder';

/**
 * The venues part of the search (the venues module's, handed in by the app: places does not import venues): those near
 * the point, and matching ones elsewhere, asked for only when the near ones and the cities leave room.
 */
export interface VenueSearch {
  near(q: string, point: Point | null, limit: number): Promise<Place[]>;
  elsewhere(q: string, point: Point | null, limit: number): Promise<Place[]>;
}

export interface PlacesDeps {
  geocoder: Geocoder | null;
  venues?: VenueSearch;
}

/** Shorter queries match too much to be worth a geocoder call (the cities still answer from 2). */
export const GEOCODER_MIN_QUERY = 3;
/** A geocoder result this close to a listed place of the same name is that place. */
const SAME_PLACE_KM = 15;
/** Cities this close to the person come before the more populous ones elsewhere. */
export const NEAR_CITY_KM = 150;

export function kmBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Listed places first, then the geocoder's finds; when both have more than fit, each keeps at least half the list, so
 * a street search is never crowded out by the many small towns a prefix matches.
 */
export function mergePlaces(listed: Place[], found: Place[], limit: number): Place[] {
  const fresh = found.filter((f) => !listed.some((c) => searchKey(c.name) === searchKey(f.name) && kmBetween(c, f) < SAME_PLACE_KM));
  const listedSlots = Math.max(limit - fresh.length, Math.ceil(limit / 2));
  const kept = listed.slice(0, listedSlots);
  return [...kept, ...fresh.slice(0, limit - kept.length)];
}

export async function searchPlaces(deps: PlacesDeps, q: string, limit: number, point: Point | null = null): Promise<Place[]> {
  const near = deps.venues ? await deps.venues.near(q, point, limit) : [];
  const cities = searchCities(q, limit - near.length, point ? { point, km: NEAR_CITY_KM } : undefined);
  const room = limit - near.length - cities.length;
  const rest = deps.venues && room > 0 ? await deps.venues.elsewhere(q, point, room) : [];
  const listed = [...near, ...cities, ...rest];
  if (!deps.geocoder || searchKey(q).length < GEOCODER_MIN_QUERY) return listed;
  return mergePlaces(listed, await deps.geocoder.search(q.trim(), limit), limit);
}
