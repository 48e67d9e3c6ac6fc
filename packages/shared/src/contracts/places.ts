/**
 * Places (issue 12): coordinates of events, groups and the home area, and the distance query of Discover. Fields
 * accept multipart text ("30.27") as well as JSON numbers, like the other form contracts.
 */
import { z } from 'zod';
import { RADIUS_KM } from '../limits';

export const PLACE_MESSAGES = {
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  bothCoordinates: 'Give both latitude and longitude, or neither',
  locationForCoordinates: 'Coordinates need a location name',
  near: 'near must be "<latitude>,<longitude>" with latitude -90..90 and longitude -180..180',
  radius: 'radiusKm must be between 0.5 and 300',
  sortNeedsNear: 'sort=distance needs near',
} as const;


/** A blank form field is null: a multipart edit has no other way to say "no coordinates" (event PATCH clears them). */
const numberPrep = (v: unknown) => {
  if (v === undefined) return undefined;
  if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
  return typeof v === 'string' ? Number(v) : v;
};
const finite = (message: string, min: number, max: number) => z.number({ message }).finite(message).min(min, message).max(max, message);
/**
 * Coordinates to 7 decimals (about 1 cm): finer is noise, and a subnormal number such as 6.4e-323 is a valid JavaScript
 * number that PostgreSQL's float8 refuses as out of range (the fuzzer found it as a 500).
 */
export const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7 || 0;

/** Optional coordinates of a form; null (or a blank field) clears them (on update). */
export const coordinateFields = {
  latitude: z.preprocess(numberPrep, finite(PLACE_MESSAGES.latitude, -90, 90).transform(roundCoordinate).nullable().optional()),
  longitude: z.preprocess(numberPrep, finite(PLACE_MESSAGES.longitude, -180, 180).transform(roundCoordinate).nullable().optional()),
};

/**
 * Both coordinates or neither, and never without a location text. `location` undefined on an update means "kept",
 * which the service checks against the stored row.
 */
export function checkCoordinates(
  value: { latitude?: number | null; longitude?: number | null; location?: string | null },
  ctx: z.RefinementCtx,
  locationRequiredHere = true,
) {
  const hasLat = value.latitude !== undefined && value.latitude !== null;
  const hasLng = value.longitude !== undefined && value.longitude !== null;
  if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', path: [hasLat ? 'longitude' : 'latitude'], message: PLACE_MESSAGES.bothCoordinates });
  if (hasLat && hasLng && locationRequiredHere && !value.location?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: PLACE_MESSAGES.locationForCoordinates });
  }
}

/** `near=<lat>,<lng>` parsed to a point, or a field message. */
export const nearField = z
  .string()
  .max(60)
  .transform((v, ctx) => {
    const parts = v.split(',').map((s) => s.trim());
    const [lat, lng] = parts.map((s) => (s === '' ? Number.NaN : Number(s)));
    if (parts.length !== 2 || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat!) > 90 || Math.abs(lng!) > 180) {
      ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.near });
      return z.NEVER;
    }
    return { latitude: roundCoordinate(lat!), longitude: roundCoordinate(lng!) };
  });

/** The distance part of a Discover query (events and groups). */
export const distanceQueryFields = {
  near: z.preprocess((v) => (v === '' ? undefined : v), nearField.optional()),
  radiusKm: z.coerce.number({ message: PLACE_MESSAGES.radius }).finite(PLACE_MESSAGES.radius).min(RADIUS_KM.min, PLACE_MESSAGES.radius).max(RADIUS_KM.max, PLACE_MESSAGES.radius).default(RADIUS_KM.default),
  sort: z.enum(['soonest', 'distance']).optional(),
};

export function checkDistanceQuery(value: { near?: unknown; sort?: string }, ctx: z.RefinementCtx) {
  if (value.sort === 'distance' && !value.near) ctx.addIssue({ code: 'custom', path: ['sort'], message: PLACE_MESSAGES.sortNeedsNear });
}
