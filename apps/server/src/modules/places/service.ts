/**
 * Place search for the location type-ahead: the built-in cities first, then (with a geocoder configured) the streets,
 * venues and parks it finds, without the geocoder's copies of cities already listed.
 */
import type { Place } from '@kickoff/shared';
import { searchCities, searchKey } from './gazetteer';
import type { Geocoder } from './geocoder';

export interface PlacesDeps {
  geocoder: Geocoder | null;
}

/** Shorter queries match too much to be worth a geocoder call (the cities still answer from 2). */
export const GEOCODER_MIN_QUERY = 3;
/** A geocoder result this close to a listed city of the same name is that city. */
const SAME_PLACE_KM = 15;

function kmBetween(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Cities first, then the geocoder's finds; when both have more than fit, each keeps at least half the list, so a
 * street search is never crowded out by the many small towns a prefix matches.
 */
export function mergePlaces(cities: Place[], found: Place[], limit: number): Place[] {
  const fresh = found.filter((f) => !cities.some((c) => searchKey(c.name) === searchKey(f.name) && kmBetween(c, f) < SAME_PLACE_KM));
  const citySlots = Math.max(limit - fresh.length, Math.ceil(limit / 2));
  const kept = cities.slice(0, citySlots);
  return [...kept, ...fresh.slice(0, limit - kept.length)];
}

export async function searchPlaces(deps: PlacesDeps, q: string, limit: number): Promise<Place[]> {
  const cities = searchCities(q, limit);
  if (!deps.geocoder || searchKey(q).length < GEOCODER_MIN_QUERY) return cities;
  return mergePlaces(cities, await deps.geocoder.search(q.trim(), limit), limit);
}
