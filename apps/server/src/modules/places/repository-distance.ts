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

/** Rows within the radius by the exact check alone (for a scan already bounded by the covering cells). */
export function withinDistance(t: Located, near: Near): SQL {
  return sql`${distanceKm(t, near.point)} <= ${near.radiusKm}::float8`;
}

/** earthdistance's sphere (km), which `distanceKm` measures on. */
const EARTH_RADIUS_KM = 6378.168;
/** More cells than this and the circle is read by the GiST index instead (a wide radius, or near a pole). */
export const MAX_COVERING_CELLS = 64;

/** Kilometres along earthdistance's sphere between two points (haversine): what `distanceKm` measures in SQL. */
export function sphereKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The shortest distance from a point to a grid cell (a latitude/longitude rectangle): to its meridian edge nearest in
 * longitude, at the latitude where that meridian comes closest (atan(tan(lat) / cos(dLng)), kept within the cell), or
 * straight along the meridian when the point's longitude crosses the cell.
 */
function kmToCell(latitude: number, longitude: number, south: number, west: number): number {
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const east = west + 0.1;
  const north = south + 0.1;
  const offset = (edge: number) => ((((longitude - edge) % 360) + 540) % 360) - 180; // point minus edge, in -180..180
  if (offset(west) >= 0 && offset(east) <= 0) return sphereKm(latitude, longitude, clamp(latitude, south, north), longitude);
  const edge = Math.abs(offset(west)) <= Math.abs(offset(east)) ? west : east;
  const dLng = Math.abs(offset(edge)) * (Math.PI / 180);
  if (dLng >= Math.PI / 2) return Infinity;
  const nearest = Math.atan(Math.tan(latitude * (Math.PI / 180)) / Math.cos(dLng)) * (180 / Math.PI);
  return sphereKm(latitude, longitude, clamp(nearest, south, north), edge);
}

/**
 * The grid cells (packages/db/src/schema/places.ts: 0.1 degree, `lat_index * 3600 + lng_index`) that together hold every
 * point within `radiusKm` of the point; null when they would be more than MAX_COVERING_CELLS or the circle reaches a
 * pole. The cell of a row is computed by PostgreSQL with the same float8 arithmetic (floor((lat + 90) * 10)), which is
 * monotonic, so a row inside the bounding box is in one of its cells; cells of the box the circle does not reach are
 * left out (reading one would cost its every row for nothing). Margins (2%, 1e-6 degree, 10 m) only widen what is
 * read: the exact distance check decides what is listed.
 */
export function coveringCells(latitude: number, longitude: number, radiusKm: number): number[] | null {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI) * 1.02 + 1e-6;
  const south = latitude - dLat;
  const north = latitude + dLat;
  if (south <= -90 || north >= 90) return null;
  const dLng = dLat / Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180) + 1e-6;
  if (dLng >= 90) return null;
  const [i0, i1] = [Math.floor((south + 90) * 10), Math.floor((north + 90) * 10)];
  const [j0, j1] = [Math.floor((longitude - dLng + 180) * 10), Math.floor((longitude + dLng + 180) * 10)];
  if ((i1 - i0 + 1) * (j1 - j0 + 1) > 4 * MAX_COVERING_CELLS) return null;
  const cells: number[] = [];
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      if (kmToCell(latitude, longitude, i / 10 - 90, j / 10 - 180) <= radiusKm * 1.001 + 0.01) cells.push(i * 3600 + (((j % 3600) + 3600) % 3600));
    }
  }
  return cells.length > MAX_COVERING_CELLS ? null : cells;
}

/**
 * Which covering cells are "core": the circle holds the whole cell (its corners within the radius, less 100 m for the
 * parallels' bulge), or the cell holds the circle's centre. A soonest-first walk takes its date bound from the core
 * cells' matches (events repository-lists.ts `soonestInCells`); any choice is correct, this one makes the bound soon.
 */
export function coreCells(latitude: number, longitude: number, radiusKm: number, cells: number[]): boolean[] {
  const centre = Math.floor((latitude + 90) * 10) * 3600 + ((Math.floor((longitude + 180) * 10) % 3600) + 3600) % 3600;
  return cells.map((cell) => {
    if (cell === centre) return true;
    const south = Math.floor(cell / 3600) / 10 - 90;
    const west = (cell % 3600) / 10 - 180;
    const corners: [number, number][] = [[south, west], [south, west + 0.1], [south + 0.1, west], [south + 0.1, west + 0.1]];
    return corners.every(([lat, lng]) => sphereKm(latitude, longitude, lat, lng) <= radiusKm - 0.1);
  });
}

