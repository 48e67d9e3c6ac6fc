/**
 * Distance search on a table with `latitude`/`longitude` columns (events, groups): a GiST-indexed `earth_box` probe
 * (a cube around the point, a little larger than the circle) then the exact great-circle check, so a radius query
 * reads only the index entries near the point (`<table>_earth_idx`, migration 0007_places).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Point } from '@kickoff/shared';

export interface Near {
  point: Point;
  radiusKm: number;
}

interface Located {
  latitude: AnyColumn;
  longitude: AnyColumn;
}

/** Kilometres from the point along the Earth's surface (earthdistance's sphere, radius 6378.168 km). */
export function distanceKm(t: Located, p: Point): SQL<number> {
  return sql<number>`(earth_distance(ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8), ll_to_earth(${t.latitude}, ${t.longitude})) / 1000)`;
}

/** Rows within the radius; rows without coordinates never match. */
export function withinRadius(t: Located, near: Near): SQL {
  const p = near.point;
  const metres = near.radiusKm * 1000;
  // The box expression must match the index's `ll_to_earth(latitude, longitude)` for the GiST probe.
  return sql`earth_box(ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8), ${metres}::float8) @> ll_to_earth(${t.latitude}, ${t.longitude})
    and ${distanceKm(t, p)} <= ${near.radiusKm}::float8`;
}

export function afterDistanceCursor(t: Located & { id: AnyColumn }, p: Point, c: { distanceKm: number; id: string }): SQL {
  return sql`(${distanceKm(t, p)}, ${t.id}) > (${c.distanceKm}::float8, ${c.id})`;
}
