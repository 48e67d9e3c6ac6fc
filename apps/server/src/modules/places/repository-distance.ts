/**
 * Distance search on a table with `latitude`/`longitude` columns (events, groups), on the GiST index over
 * `ll_to_earth(latitude, longitude)` (migration 0007_places; events also have one led by sport and date, 0009):
 * - the radius is an `earth_box` probe (a cube around the point, a little larger than the circle) then the exact
 *   great-circle check, so a radius query reads only the index entries near the point;
 * - "closest first" orders by cube's `<->` (the straight-line distance through the Earth between the two points,
 *   which grows with the distance along the surface), so the index hands rows out nearest first and the scan stops
 *   after one page instead of reading and sorting every row of the circle. Paging keys on the same expression.
 */
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/** A point whose coordinates are known now, or placeholders of a statement built once and run with values. */
export interface PointValue {
  latitude: number | Placeholder;
  longitude: number | Placeholder;
}

export interface Near {
  point: PointValue;
  radiusKm: number | Placeholder;
}

interface Located {
  latitude: AnyColumn;
  longitude: AnyColumn;
}

/** The point on earthdistance's sphere (radius 6378.168 km); the expression the indexes are built on for a row. */
const earthAt = (p: PointValue) => sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;
const earthOf = (t: Located) => sql`ll_to_earth(${t.latitude}, ${t.longitude})`;

/** Kilometres from the point along the Earth's surface. */
export function distanceKm(t: Located, p: PointValue): SQL<number> {
  return sql<number>`(earth_distance(${earthAt(p)}, ${earthOf(t)}) / 1000)`;
}

/**
 * The order of "closest first": metres in a straight line to the point (cube's KNN operator, which the GiST index
 * answers in order). Ties (events at one venue) are broken by id, and a cursor holds this value exactly.
 */
export function nearness(t: Located, p: PointValue): SQL<number> {
  return sql<number>`(${earthOf(t)} <-> ${earthAt(p)})`;
}

/** Rows within the radius; rows without coordinates never match. */
export function withinRadius(t: Located, near: Near): SQL {
  // The box expression must match the indexes' `ll_to_earth(latitude, longitude)` for the GiST probe.
  return sql`earth_box(${earthAt(near.point)}, ${near.radiusKm}::float8 * 1000) @> ${earthOf(t)}
    and ${distanceKm(t, near.point)} <= ${near.radiusKm}::float8`;
}

/** The rows after a cursor of a closest-first list: `nearness` and id of the last row shown. */
export function afterDistanceCursor(t: Located & { id: AnyColumn }, p: PointValue, c: { nearness: number | Placeholder; id: string | Placeholder }): SQL {
  return sql`(${nearness(t, p)}, ${t.id}) > (${c.nearness}::float8, ${c.id})`;
}
