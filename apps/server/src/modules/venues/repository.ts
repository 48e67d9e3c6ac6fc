/**
 * Venues data access (issue 28): the type-ahead index's read of every venue (or the changed ones), dedupe's probe of
 * the pins within 150 m, the venue page's row, the map's list, edits with their history, and the import's upsert by
 * OpenStreetMap id.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { events, groups, venueEdits, venues, type DbOrTx, type VenueFields } from '@kickoff/db';
import { distanceKm, nearness, withinRadius, type Near } from '../places';
import type { Point } from '@kickoff/shared';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type VenueEditRow = typeof venueEdits.$inferSelect;

/** Every venue's indexed fields, or those changed after `since` for the type-ahead's
 * in-memory index (search-index.ts; exported unrun so the EXPLAIN test reads its plan). */
export function indexedVenuesQuery(db: DbOrTx, since: Date | null) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      searchKey: venues.searchKey,
      address: venues.address,
      timeZone: venues.timeZone,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(venues)
    .where(since ? gt(venues.updatedAt, since) : undefined)
    .$dynamic();
}

/** Venues within `meters` of the point (dedupe: a similar name this close is the same place). */
export async function venuesWithin(db: DbOrTx, point: Point, meters: number): Promise<VenueRow[]> {
  return db
    .select()
    .from(venues)
    .where(withinRadius(venues, { point, radiusKm: meters / 1000 }))
    .orderBy(nearness(venues, point))
    .limit(50);
}

/** The venues of Discover's map: the closest `limit` in the circle (exported unrun so the EXPLAIN test reads its plan). */
export function venuesNearQuery(db: DbOrTx, near: Near, limit: number) {
  return db
    .select({ row: venues, km: distanceKm(venues, near.point) })
    .from(venues)
    .where(withinRadius(venues, near))
    .orderBy(nearness(venues, near.point), asc(venues.id))
    .limit(limit);
}

export async function listVenuesNear(db: DbOrTx, near: Near, limit: number): Promise<{ row: VenueRow; km: number }[]> {
  return venuesNearQuery(db, near, limit);
}

export async function findVenue(db: DbOrTx, id: string): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
  return row ?? null;
}

export async function lockVenue(db: DbOrTx, id: string): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Whether the person created a group with an event at this venue (events_venue_date_time_idx, then the group). */
export async function createsGroupUsingVenue(db: DbOrTx, venueId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(eq(events.venueId, venueId), eq(groups.creatorId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function insertVenue(db: DbOrTx, values: NewVenue): Promise<VenueRow> {
  const [row] = await db.insert(venues).values(values).returning();
  return row!;
}

export async function updateVenueRow(db: DbOrTx, id: string, values: Partial<NewVenue>): Promise<VenueRow> {
  const [row] = await db.update(venues).set(values).where(eq(venues.id, id)).returning();
  return row!;
}

export async function insertVenueEdit(
  db: DbOrTx,
  edit: { venueId: string; userId: string | null; action: 'create' | 'edit' | 'import' | 'revert'; before: VenueFields; after: VenueFields },
): Promise<void> {
  await db.insert(venueEdits).values(edit);
}

/** A venue's history, newest first (venue_edits_venue_created_idx). */
export async function listVenueEdits(db: DbOrTx, venueId: string, limit = 50): Promise<VenueEditRow[]> {
  return db
    .select()
    .from(venueEdits)
    .where(eq(venueEdits.venueId, venueId))
    .orderBy(desc(venueEdits.createdAt), desc(venueEdits.id))
    .limit(limit);
}

export async function findVenueEdit(db: DbOrTx, id: string): Promise<VenueEditRow | null> {
  const [row] = await db.select().from(venueEdits).where(eq(venueEdits.id, id)).limit(1);
  return row ?? null;
}

export async function findVenueByOsmId(db: DbOrTx, osmId: string): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.osmId, osmId)).limit(1);
  return row ?? null;
}

/**
 * A transaction-scoped advisory lock on the pin's cell (0.01 degree, ~1 km): concurrent adds of venues close together
 * are taken one after the other, so the second one's dedupe sees the first.
 */
export async function lockVenueCell(tx: DbOrTx, point: Point): Promise<void> {
  const cell = `venue:${Math.round(point.latitude * 100)}:${Math.round(point.longitude * 100)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${cell}))`);
}
