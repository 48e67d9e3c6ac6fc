/**
 * "Near me" of Discover: the chosen area in the URL's `near=` form and in local storage, so Discover opens near the same
 * place next time without asking again (finding the member: locate.ts).
 */
import { RADIUS_KM, type Point } from '@kickoff/shared';

/** device: the device's position; home: the profile's home area; map: "Search this area" on the map. */
export type NearSource = 'device' | 'home' | 'map';

export interface NearChoice extends Point {
  radiusKm: number;
  source: NearSource;
}

export const NEAR_STORAGE_KEY = 'kickoff.nearMe';
const SOURCES: NearSource[] = ['device', 'home', 'map'];

const validPoint = (lat: unknown, lng: unknown): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
const validRadius = (r: unknown): r is number => typeof r === 'number' && r >= RADIUS_KM.min && r <= RADIUS_KM.max;

/** `near=` of the API: "30.2672,-97.7431" (5 decimals: about a metre, and a stable cache key). */
export function formatNear(p: Point): string {
  return `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;
}

export function parseNear(text: string | null | undefined): Point | null {
  if (!text) return null;
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((s) => (s.trim() === '' ? Number.NaN : Number(s)));
  return validPoint(lat, lng) ? { latitude: lat, longitude: lng! } : null;
}

export function loadNearChoice(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): NearChoice | null {
  try {
    const raw = JSON.parse(storage?.getItem(NEAR_STORAGE_KEY) ?? 'null') as Partial<NearChoice> | null;
    if (!raw || !validPoint(raw.latitude, raw.longitude) || !validRadius(raw.radiusKm) || !SOURCES.includes(raw.source!)) return null;
    return { latitude: raw.latitude, longitude: raw.longitude!, radiusKm: raw.radiusKm, source: raw.source! };
  } catch {
    return null;
  }
}

export function saveNearChoice(choice: NearChoice | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()) {
  try {
    if (choice) storage?.setItem(NEAR_STORAGE_KEY, JSON.stringify(choice));
    else storage?.removeItem(NEAR_STORAGE_KEY);
  } catch {
    // private mode or full storage: the choice just is not remembered
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
