/**
 * Venues (issue 28): the places games are played at, with a pin, found by the place type-ahead. Names and notes are
 * plain text (stored and shown as typed, never as HTML), with limits like the groups'.
 */
import { z } from 'zod';
import { SPORT_VALUES } from '../sports';
import { visibleText } from './common';
import { PLACE_MESSAGES, distanceQueryFields, roundCoordinate } from './places';
import { VENUE_LIMITS, VENUE_TEXTS } from './venues-texts';

const M = VENUE_TEXTS.messages;
export const VENUE_SETTINGS = ['indoor', 'outdoor', 'both'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const coordinate = (message: string, limit: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ message }).finite(message).min(-limit, message).max(limit, message).transform(roundCoordinate),
  );

const sportsField = z
  .array(z.string().trim().toLowerCase().pipe(z.enum(SPORT_VALUES, { error: M.sportUnknown })))
  .max(VENUE_LIMITS.sports)
  .transform((s) => [...new Set(s)]);

const detailFields = {
  address: optionalText(VENUE_LIMITS.address),
  sports: sportsField,
  setting: z.enum(VENUE_SETTINGS).nullish(),
  surface: optionalText(VENUE_LIMITS.surface),
  lights: z.boolean().nullish(),
  parking: z.boolean().nullish(),
  restrooms: z.boolean().nullish(),
  accessibility: optionalText(VENUE_LIMITS.accessibility),
};

const nameField = visibleText(VENUE_LIMITS.name, { blank: M.nameRequired, tooLong: M.nameTooLong });

/** POST /api/venues: a name and a pin; the rest optional. */
export const createVenueInputSchema = z.object({
  name: nameField,
  latitude: coordinate(PLACE_MESSAGES.latitude, 90),
  longitude: coordinate(PLACE_MESSAGES.longitude, 180),
  ...detailFields,
  sports: sportsField.default([]),
});
export type CreateVenueInput = z.input<typeof createVenueInputSchema>;

/** PATCH /api/venues/{id}: the fields to change (a moved pin gives both coordinates). */
export const updateVenueInputSchema = z
  .object({
    name: nameField.optional(),
    latitude: coordinate(PLACE_MESSAGES.latitude, 90).optional(),
    longitude: coordinate(PLACE_MESSAGES.longitude, 180).optional(),
    address: detailFields.address.optional(),
    sports: sportsField.optional(),
    setting: detailFields.setting.optional(),
    surface: detailFields.surface.optional(),
    lights: detailFields.lights.optional(),
    parking: detailFields.parking.optional(),
    restrooms: detailFields.restrooms.optional(),
    accessibility: detailFields.accessibility.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === undefined) !== (v.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.latitude === undefined ? 'latitude' : 'longitude'], message: PLACE_MESSAGES.bothCoordinates });
    }
  });
export type UpdateVenueInput = z.input<typeof updateVenueInputSchema>;

export const venueSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().nullable(),
  sports: z.array(z.string()),
  setting: z.enum(VENUE_SETTINGS).nullable(),
  surface: z.string().nullable(),
  lights: z.boolean().nullable(),
  parking: z.boolean().nullable(),
  restrooms: z.boolean().nullable(),
  accessibility: z.string().nullable(),
  /** Its photo (PUT /api/venues/{id}/photo), or null. */
  imageUrl: z.string().nullable(),
  /** Kilometres from the point asked about (the map list), else null. */
  distanceKm: z.number().nullable(),
  /** The caller may edit it (GET of one venue; false in lists). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;

/** 409 of POST /api/venues: the venue already there, to use instead. */
export const venueConflictSchema = z.object({ message: z.string(), existing: venueSchema });
export type VenueConflict = z.infer<typeof venueConflictSchema>;

export const venueIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/venues?near=&radiusKm=: venues on the map, closest first. */
export const venueListQuerySchema = z.object({
  near: distanceQueryFields.near,
  radiusKm: distanceQueryFields.radiusKm,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const venueListSchema = z.object({ items: z.array(venueSchema) });
