/**
 * A point on the Earth for events, groups and a member's home area. Both coordinates or neither (rows without one keep
 * working, they are simply not in distance results); distance search uses the `cube` + `earthdistance` extensions
 * (migration 0007_places) through a GiST index on `ll_to_earth(latitude, longitude)`.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, type PgColumn } from 'drizzle-orm/pg-core';

export const placeColumns = () => ({ latitude: doublePrecision(), longitude: doublePrecision() });

/**
 * Cells of a fixed grid of 0.1 degree by 0.1 degree (about 11 x 8.5 km at 40 degrees of latitude), numbered
 * `lat_index * 3600 + lng_index` from the south-west corner (lat_index 0..1800, lng_index 0..3599). The server lists a
 * circle's covering cells (places/repository-distance.ts `coveringCells`, the same float8 arithmetic) and walks a
 * `(cell, date)` index per cell: "near me, soonest first" reads a page per cell, not every row of the circle
 * (issue 35). Keep both in step: changing the grid needs a migration of the column.
 */
export const CELL_DEGREES = 0.1;
export const CELLS_PER_DEGREE = 10;
export const CELL_LNG_COUNT = 3600;

/** The grid cell of a row's point, computed by the database on every write (null without coordinates). */
export const placeCell = () =>
  integer().generatedAlwaysAs(
    sql`(floor((latitude + 90) * 10)::int * 3600 + mod(floor((longitude + 180) * 10)::int, 3600))`,
  );

/** The both-or-neither and range checks of a table's coordinates. */
export function placeChecks(table: string, t: { latitude: PgColumn; longitude: PgColumn }) {
  return [
    check(`${table}_coordinates_ck`, sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check(`${table}_latitude_ck`, sql`${t.latitude} between -90 and 90`),
    check(`${table}_longitude_ck`, sql`${t.longitude} between -180 and 180`),
  ];
}

/** The point a row's coordinates make on earthdistance's sphere: what the GiST indexes of distance search hold. */
export const earthOf = (t: { latitude: PgColumn; longitude: PgColumn }) => sql`ll_to_earth(${t.latitude}, ${t.longitude})`;

/**
 * The GiST index distance search probes with `earth_box(...) @> ll_to_earth(latitude, longitude)` and reads in order
 * of `ll_to_earth(...) <-> point` (closest first). Extra columns (btree_gist, migration 0011) are checked inside the
 * index: a leading equality column (a sport) keeps each value's points apart, a trailing one (the date) drops past
 * rows without reading the table.
 */
export function placeIndex(name: string, t: { latitude: PgColumn; longitude: PgColumn }, extra: { leading?: PgColumn; trailing?: PgColumn } = {}) {
  const [first, ...rest] = [extra.leading, earthOf(t), extra.trailing].filter((c) => c !== undefined);
  return index(name).using('gist', first!, ...rest);
}
