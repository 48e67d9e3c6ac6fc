/**
 * Venues (issue 28): adding one (a name and a pin; a near-identical name within 150 m is offered instead), its page,
 * edits by the adder and by creators of groups playing there (each kept in the history), the map's list, and the
 * venues part of the place type-ahead.
 */
import { VENUE_DEDUPE_METERS, VENUE_TEXTS, type Place, type Point, type Venue, type VenueConflict, createVenueInputSchema, updateVenueInputSchema, venueListQuerySchema } from '@kickoff/shared';
import type { VenueFields } from '@kickoff/db';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { ServiceContext, SignedInContext } from '../../lib/context';
import { searchKey, zoneOf } from '../places';
import { mayEditVenue } from './policy';
import { similarNames } from './names';
import {
  createsGroupUsingVenue,
  findVenue,
  insertVenue,
  insertVenueEdit,
  lockVenueCell,
  listVenuesNear,
  lockVenue,
  updateVenueRow,
  venuesWithin,
  type VenueRow,
} from './repository';
import { venueSearchIndex, type IndexedHit } from './search-index';
import type { DbOrTx } from '@kickoff/db';

const M = VENUE_TEXTS.messages;
/** Venues this close to the person come first in the type-ahead (issue 28: "venues near the person"). */
export const VENUE_NEAR_KM = 50;

/** A 409 that carries the venue already there. */
export class DuplicateVenueError extends AppError {
  constructor(public readonly existing: Venue) {
    super(409, M.duplicate);
  }
  body(): VenueConflict {
    return { message: this.message, existing: this.existing };
  }
}

/** The editable fields of a row, as the history stores them. */
export function fieldsOf(row: VenueRow): Required<VenueFields> {
  return {
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    sports: row.sports,
    setting: row.setting,
    surface: row.surface,
    lights: row.lights,
    parking: row.parking,
    restrooms: row.restrooms,
    accessibility: row.accessibility,
    imageUrl: row.imageUrl,
  };
}

export function toVenue(row: VenueRow, extra: { km?: number | null; canEdit?: boolean } = {}): Venue {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    sports: row.sports,
    setting: (row.setting as Venue['setting']) ?? null,
    surface: row.surface,
    lights: row.lights,
    parking: row.parking,
    restrooms: row.restrooms,
    accessibility: row.accessibility,
    imageUrl: row.imageUrl,
    distanceKm: extra.km === undefined || extra.km === null ? null : Math.round(extra.km * 100) / 100,
    canEdit: extra.canEdit ?? false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a change of fields writes: the name's search key and the pin's zone follow them. */
export function columnsFor(fields: VenueFields) {
  return {
    ...fields,
    ...(fields.name !== undefined ? { searchKey: searchKey(fields.name) } : {}),
    ...(fields.latitude !== undefined && fields.longitude !== undefined ? { timeZone: zoneOf(fields.latitude, fields.longitude) } : {}),
  };
}

/** The fields that differ between a row and a change: what the history keeps. */
export function changedFields(row: VenueRow, change: VenueFields): { before: VenueFields; after: VenueFields } {
  const current = fieldsOf(row);
  const before: VenueFields = {};
  const after: VenueFields = {};
  for (const [key, value] of Object.entries(change) as [keyof VenueFields, unknown][]) {
    if (value === undefined) continue;
    if (JSON.stringify(current[key]) === JSON.stringify(value)) continue;
    (before as Record<string, unknown>)[key] = current[key];
    (after as Record<string, unknown>)[key] = value;
  }
  return { before, after };
}

/** A venue within 150 m whose name is near-identical, or null. */
export async function findDuplicate(db: DbOrTx, name: string, point: Point, exceptId?: string): Promise<VenueRow | null> {
  const nearby = await venuesWithin(db, point, VENUE_DEDUPE_METERS);
  return nearby.find((v) => v.id !== exceptId && similarNames(v.name, name)) ?? null;
}

export async function createVenue(ctx: SignedInContext, input: z.output<typeof createVenueInputSchema>): Promise<Venue> {
  const fields: VenueFields = { ...input };
  const venue = await ctx.db.transaction(async (tx) => {
    // Two people adding the same field at once: the second waits for the first's row, then finds it.
    await lockVenueCell(tx, input);
    const existing = await findDuplicate(tx, input.name, input);
    if (existing) throw new DuplicateVenueError(toVenue(existing));
    const row = await insertVenue(tx, { ...columnsFor(fields), name: input.name, searchKey: searchKey(input.name), latitude: input.latitude, longitude: input.longitude, createdBy: ctx.user.id });
    await insertVenueEdit(tx, { venueId: row.id, userId: ctx.user.id, action: 'create', before: {}, after: fieldsOf(row) });
    return toVenue(row, { canEdit: true });
  });
  venueSearchIndex(ctx.db).changed();
  return venue;
}

async function standing(db: DbOrTx, row: VenueRow, userId: string | null) {
  if (!userId) return { isAdder: false, createsGroupUsingIt: false };
  const isAdder = row.createdBy === userId;
  return { isAdder, createsGroupUsingIt: isAdder ? false : await createsGroupUsingVenue(db, row.id, userId) };
}

/** GET /api/venues/{id}: a venue is public (its name and pin are in everyone's type-ahead); its games list is not. */
export async function getVenue(ctx: ServiceContext, id: string): Promise<Venue> {
  const row = await findVenue(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  return toVenue(row, { canEdit: mayEditVenue(await standing(ctx.db, row, ctx.user?.id ?? null)) });
}

export async function updateVenue(ctx: SignedInContext, id: string, input: z.output<typeof updateVenueInputSchema>): Promise<Venue> {
  const venue = await ctx.db.transaction(async (tx) => {
    const row = await lockVenue(tx, id);
    if (!row) throw notFound(M.notFound);
    if (!mayEditVenue(await standing(tx, row, ctx.user.id))) throw forbidden(M.mayNotEdit);
    const { before, after } = changedFields(row, input as VenueFields);
    if (Object.keys(after).length === 0) return toVenue(row, { canEdit: true });
    // A moved pin keeps both coordinates together in the history.
    if (after.latitude !== undefined || after.longitude !== undefined) {
      Object.assign(before, { latitude: row.latitude, longitude: row.longitude });
      Object.assign(after, { latitude: input.latitude, longitude: input.longitude });
    }
    const name = after.name ?? row.name;
    const point = { latitude: after.latitude ?? row.latitude, longitude: after.longitude ?? row.longitude };
    if (after.name !== undefined || after.latitude !== undefined) {
      const existing = await findDuplicate(tx, name, point, row.id);
      if (existing) throw new DuplicateVenueError(toVenue(existing));
    }
    const updated = await updateVenueRow(tx, id, columnsFor(after));
    await insertVenueEdit(tx, { venueId: id, userId: ctx.user.id, action: 'edit', before, after });
    return toVenue(updated, { canEdit: true });
  });
  venueSearchIndex(ctx.db).changed();
  return venue;
}

/**
 * PUT and DELETE /api/venues/{id}/photo: a new photo replaces the old (undefined: the upload had no file, 400), or none. Kept in the history like any edit, and
 * the replaced file is kept too, so support's revert can put a vandalised photo back.
 */
export async function setVenuePhoto(ctx: SignedInContext, id: string, image: Buffer | null | undefined): Promise<Venue> {
  const before = await findVenue(ctx.db, id);
  if (!before) throw notFound(M.notFound);
  // Checked before the image is decoded, so a refused person costs no image work; checked again under the lock.
  if (!mayEditVenue(await standing(ctx.db, before, ctx.user.id))) throw forbidden(M.mayNotEdit);
  // An upload without its file part (undefined; null is a removal).
  if (image === undefined) throw badRequest(M.photoRequired, { venuePhoto: M.photoRequired });
  const imageUrl = image ? await ctx.images.store(image, 'venue') : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockVenue(tx, id);
      if (!row) throw notFound(M.notFound);
      if (!mayEditVenue(await standing(tx, row, ctx.user.id))) throw forbidden(M.mayNotEdit);
      if (row.imageUrl === imageUrl) return toVenue(row, { canEdit: true });
      const updated = await updateVenueRow(tx, id, { imageUrl });
      await insertVenueEdit(tx, { venueId: id, userId: ctx.user.id, action: 'edit', before: { imageUrl: row.imageUrl }, after: { imageUrl } });
      return toVenue(updated, { canEdit: true });
    });
  } catch (error) {
    await ctx.images.remove(imageUrl);
    throw error;
  }
}

export async function listVenues(ctx: ServiceContext, q: z.output<typeof venueListQuerySchema>): Promise<{ items: Venue[] }> {
  if (!q.near) return { items: [] };
  const hits = await listVenuesNear(ctx.db, { point: q.near, radiusKm: q.radiusKm }, q.limit);
  return { items: hits.map((h) => toVenue(h.row, { km: h.km })) };
}

/** A venue as a type-ahead answer: "Zilker Park - Field 3, 2100 Barton Springs Rd". */
export function venuePlace({ venue, km }: IndexedHit): Place {
  return {
    name: venue.name,
    label: venue.address ? `${venue.name}, ${venue.address}` : venue.name,
    country: '',
    latitude: venue.latitude,
    longitude: venue.longitude,
    population: 0,
    timeZone: venue.timeZone,
    source: 'venue',
    venueId: venue.id,
    ...(km === null ? {} : { distanceKm: Math.round(km * 100) / 100 }),
  };
}

/** The venues of the place type-ahead near the person, closest first (none without a point or under 2 letters). */
export async function searchVenuesNearPlaces(db: DbOrTx, q: string, point: Point | null, limit: number): Promise<Place[]> {
  const key = searchKey(q);
  if (key.length < 2 || !point || limit <= 0) return [];
  return (await venueSearchIndex(db).near(key, point, VENUE_NEAR_KM, limit)).map(venuePlace);
}

/** Matching venues away from the person (only for 3 letters or more: shorter prefixes match too much to be worth it). */
export async function searchVenuesElsewherePlaces(db: DbOrTx, q: string, point: Point | null, limit: number): Promise<Place[]> {
  const key = searchKey(q);
  if (key.length < 3 || limit <= 0) return [];
  return (await venueSearchIndex(db).elsewhere(key, point, VENUE_NEAR_KM, limit)).map(venuePlace);
}

/** For events (issue 28): the venue an event is placed at, or null when there is none with this id. */
export async function venuePin(db: DbOrTx, id: string): Promise<{ id: string; name: string; latitude: number; longitude: number; timeZone: string | null } | null> {
  const row = await findVenue(db, id);
  return row ? { id: row.id, name: row.name, latitude: row.latitude, longitude: row.longitude, timeZone: row.timeZone } : null;
}
