/**
 * Venues data access (issue 28): the type-ahead's name search near a point (GIN on name words, then the GiST on the
 * pin in order), dedupe's probe of the pins within 150 m, the venue page's row, the map's list, edits with their
 * history, and the import's upsert by OpenStreetMap id.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { events, groups, venueEdits, venues, type DbOrTx, type VenueFields } from '@kickoff/db';
import { distanceKm, nearness, withinDistance, withinRadius, type Near } from '../places';
import type { Point } from '@kickoff/shared';
import { cellsAround, cellWordsQuery, wordsOf } from './cells';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type VenueEditRow = typeof venueEdits.$inferSelect;

/** "zilker park f" -> 'zilker:* & park:* & f:*' (words of letters and digits, each a prefix), or null. */
export function wordsQuery(searchKey: string): string | null {
  const words = wordsOf(searchKey);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const matches = (words: string) => sql`${venues.searchVector} @@ to_tsquery('simple', ${words})`;

export interface VenueHit {
  row: VenueRow;
  km: number | null;
}

/** How many venues closest to the point the type-ahead reads in distance order first (the KNN walk stops there). */
const NEAREST_WINDOW = 64;

/**
 * Venues whose name words start with the query's words within `radiusKm` of the point, closest first (by `nearness`,
 * then id), for a search key (`searchKey`, at least one word). Two reads, each exact when it answers:
 * 1. the 64 venues closest to the point, read from the GiST index in distance order, kept when they match: a common
 *    word right around the person is answered here;
 * 2. otherwise the matches in the half-degree cells the circle touches, from the name-in-cell GIN index (`cells.ts`):
 *    one index read whose size is the matches around the person, not the word's matches in the whole country.
 * A circle that touches too many cells (near a pole) is read from the GiST box instead.
 */
export async function searchVenuesNear(db: DbOrTx, key: string, point: Point, radiusKm: number, limit: number): Promise<VenueHit[]> {
  const words = wordsQuery(key);
  if (!words) return [];
  const near = { point, radiusKm };
  const inClosest = await matchesAmongClosest(db, words, near, NEAREST_WINDOW, limit);
  if (inClosest.length === limit) return inClosest;
  const inCells = venuesInCellsQuery(db, key, near, limit);
  if (inCells) return inCells;
  return withIndexesOnly(db, (tx) =>
    tx
      .select({ row: venues, km: distanceKm(venues, point) })
      .from(venues)
      .where(and(matches(words), withinRadius(venues, near)))
      .orderBy(nearness(venues, point), asc(venues.id))
      .limit(limit),
  );
}

/**
 * Runs a read with sequential scans off: a name the planner has no statistics for (a city's name typed into a venue
 * search) is estimated at 2% of the table, and with a LIMIT it then prefers a sequential scan that reads every venue
 * to find none (51 ms at 100,000 venues, against 0.04 ms from the name index).
 */
function withIndexesOnly<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * The matches among the `window` venues closest to the point, within the radius, closest first. The window is a
 * subquery with a LIMIT, which PostgreSQL cannot merge with the name match: the GiST index is read in distance order
 * for `window` rows and the match is checked on those. (As a semi-join, PostgreSQL read every national match of a
 * common word from the name index instead: 2,500 rows and 140 ms for "zilker park" near Boston.)
 */
function matchesAmongClosest(db: DbOrTx, words: string, near: { point: Point; radiusKm: number }, window: number, limit: number): Promise<VenueHit[]> {
  const closest = db
    .select({ id: venues.id, nearness: sql<number>`${nearness(venues, near.point)}`.as('nearness'), searchVector: venues.searchVector, km: sql<number>`${distanceKm(venues, near.point)}`.as('km') })
    .from(venues)
    .orderBy(nearness(venues, near.point))
    .limit(window)
    .as('closest');
  const matching = db
    .select({ id: closest.id, nearness: closest.nearness })
    .from(closest)
    .where(and(sql`${closest.searchVector} @@ to_tsquery('simple', ${words})`, sql`${closest.km} <= ${near.radiusKm}::float8`))
    .orderBy(closest.nearness, closest.id)
    .limit(limit)
    .as('matching');
  return db
    .select({ row: venues, km: distanceKm(venues, near.point) })
    .from(matching)
    .innerJoin(venues, eq(venues.id, matching.id))
    .orderBy(matching.nearness, matching.id);
}

/**
 * The matches in the circle's cells, closest first (exported unrun so the EXPLAIN test reads its plan), or null when
 * the circle touches too many cells or the key has no word. The candidates' subquery has an OFFSET, which keeps
 * PostgreSQL from planning it with the outer ORDER BY and LIMIT: it is read from the GIN index (a bitmap of the
 * matches around the person), never by walking the GiST index in distance order past every venue that does not match.
 */
export function venuesInCellsQuery(db: DbOrTx, key: string, near: { point: Point; radiusKm: number }, limit: number) {
  const words = wordsOf(key);
  const cells = cellsAround(near.point, near.radiusKm);
  if (!words.length || !cells) return null;
  const cellQuery = cellWordsQuery(words, cells);
  const candidates = db
    .select({ id: venues.id, nearness: sql<number>`${nearness(venues, near.point)}`.as('nearness') })
    .from(venues)
    // The cells' words are the name's words (to_tsvector of the same key), so this is the name match too.
    .where(and(sql`${venues.cellWords} @@ ${cellQuery}::tsquery`, withinDistance(venues, near)))
    .offset(0)
    .as('candidates');
  const closest = db.select().from(candidates).orderBy(candidates.nearness, candidates.id).limit(limit).as('closest');
  return db
    .select({ row: venues, km: distanceKm(venues, near.point) })
    .from(closest)
    .innerJoin(venues, eq(venues.id, closest.id))
    .orderBy(closest.nearness, closest.id)
    .$dynamic();
}

/**
 * Matching venues anywhere else (the type-ahead's "rest"): a bounded sample of the matches (so a common word costs
 * at most `SAMPLE` rows), closest first when there is a point, else by name. PostgreSQL's statement log on the bench's
 * 100,000 venues showed this read as the type-ahead's costliest (8-12 ms with a sample of 200, most of it reading the
 * sample's rows); it fills the few places left after the near venues and cities, so 48 are enough to choose from.
 */
const SAMPLE = 48;
export async function searchVenuesElsewhere(db: DbOrTx, words: string, point: Point | null, excludeKm: number, limit: number): Promise<VenueHit[]> {
  const away = point ? sql`not (${withinRadius(venues, { point, radiusKm: excludeKm })})` : undefined;
  // The sample carries its sort key, so only the `limit` rows shown are read again by primary key (not all 200).
  const order = point ? sql<number>`${nearness(venues, point)}` : sql<string>`${venues.searchKey}`;
  return withIndexesOnly(db, (tx) => {
    const sample = tx
      .select({ id: venues.id, order: sql`${order}`.as('sort_key') })
      .from(venues)
      .where(and(matches(words), away))
      .limit(SAMPLE)
      .as('sample');
    const shown = tx.select().from(sample).orderBy(sample.order, sample.id).limit(limit).as('shown');
    return tx
      .select({ row: venues, km: point ? distanceKm(venues, point) : sql<null>`null` })
      .from(shown)
      .innerJoin(venues, eq(venues.id, shown.id))
      .orderBy(shown.order, shown.id);
  });
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

/** Venues on the map: within the radius, closest first. */
/** The venues of Discover's map: the closest `limit` in the circle (exported unrun so the EXPLAIN test reads its plan). */
export function venuesNearQuery(db: DbOrTx, near: Near, limit: number) {
  return db
    .select({ row: venues, km: distanceKm(venues, near.point) })
    .from(venues)
    .where(withinRadius(venues, near))
    .orderBy(nearness(venues, near.point), asc(venues.id))
    .limit(limit);
}

export async function listVenuesNear(db: DbOrTx, near: Near, limit: number): Promise<VenueHit[]> {
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
