/**
 * GET /api/places (the location type-ahead) and GET /api/places/config (the maps): response shapes. Apart from
 * places.ts so the web app's form code, which uses only their types, does not bundle these schemas.
 */
import { z } from 'zod';
import { nearField } from './places';

/**
 * One answer of GET /api/places: a city of the built-in gazetteer (`source: 'city'`) or, with a street-level geocoder
 * configured, a street, venue or park it found (`source: 'geocoder'`, population 0).
 */
export const placeSchema = z.object({
  name: z.string(),
  /** "Austin, TX, US", "Zilker Park, Austin, TX, US". */
  label: z.string(),
  /** ISO 3166-1 alpha-2, upper case; '' when unknown. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number(),
  /** IANA zone of the point, for the event form's time zone. */
  timeZone: z.string().nullable(),
  source: z.enum(['city', 'geocoder', 'venue']),
  /** A venue's id (`source: 'venue'`, issue 28): choosing it links the event to the venue. */
  venueId: z.string().optional(),
  /** Kilometres from the person, when the search knew where they are. */
  distanceKm: z.number().optional(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * `near`: the person's device position; `around`: the place of the form's context (the group's). Without `near` the
 * signed-in person's home area comes before `around` (issue 28).
 */
export const placeQuerySchema = z.object({
  q: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  near: z.preprocess((v) => (v === '' ? undefined : v), nearField.optional()),
  around: z.preprocess((v) => (v === '' ? undefined : v), nearField.optional()),
});
export const placesResponseSchema = z.object({ items: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** GET /api/places/config: what the web app's maps and type-ahead use on this server. */
export const mapConfigSchema = z.object({
  /** Leaflet tile URL template ({z}/{x}/{y}); null: no tiles, markers over a plain background. */
  tileUrl: z.string().nullable(),
  /** HTML credit line the tile provider asks for. */
  tileAttribution: z.string(),
  /** A street-level geocoder answers /api/places after the cities. */
  streetSearch: z.boolean(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
