/**
 * A point on the Earth for events, groups and a member's home area. Both coordinates or neither (rows without one keep
 * working, they are simply not in distance results); distance search uses the `cube` + `earthdistance` extensions
 * (migration 0007_places) through a GiST index on `ll_to_earth(latitude, longitude)`.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, type PgColumn } from 'drizzle-orm/pg-core';

export const placeColumns = () => ({ latitude: doublePrecision(), longitude: doublePrecision() });

/** The both-or-neither and range checks of a table's coordinates. */
export function placeChecks(table: string, t: { latitude: PgColumn; longitude: PgColumn }) {
  return [
    check(`${table}_coordinates_ck`, sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check(`${table}_latitude_ck`, sql`${t.latitude} between -90 and 90`),
    check(`${table}_longitude_ck`, sql`${t.longitude} between -180 and 180`),
  ];
}

/** The GiST index distance search probes with `earth_box(...) @> ll_to_earth(latitude, longitude)`. */
export const placeIndex = (table: string, t: { latitude: PgColumn; longitude: PgColumn }) =>
  index(`${table}_earth_idx`).using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`);
