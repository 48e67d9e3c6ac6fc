/**
 * Venues from a GeoJSON file (issue 28): OpenStreetMap exports (overpass-turbo, osmtogeojson) of
 * `leisure=pitch|sports_centre|stadium` with `sport=*` tags. Each feature becomes a venue keyed by its OSM id
 * ("way/123"), so a re-import updates it. A feature that cannot be a venue is reported with its reason, never fatal.
 */
import { SPORT_VALUES, VENUE_LIMITS, roundCoordinate } from '@kickoff/shared';
import type { VenueFields } from '@kickoff/db';

export interface ImportedVenue {
  osmId: string;
  fields: VenueFields & { name: string; latitude: number; longitude: number; sports: string[] };
}

export interface Skipped {
  /** Position in the file (0-based) and the id when it had one. */
  index: number;
  id: string | null;
  reason: string;
}

const LEISURE = new Set(['pitch', 'sports_centre', 'stadium']);
/** OSM `sport=*` values onto Kickoff's sports (the rest are dropped). */
const OSM_SPORTS: Record<string, string> = {
  american_football: 'football',
  athletics: 'running',
  running: 'running',
  beachvolleyball: 'volleyball',
  '10pin': 'bowling',
  '9pin': 'bowling',
  multi: '',
};
const sportOf = (tag: string): string | null => {
  const value = OSM_SPORTS[tag] ?? tag;
  return (SPORT_VALUES as readonly string[]).includes(value) ? value : null;
};

const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');

/** A point for the feature: a Point as is, a line or polygon by the mean of its vertices (an OSM pitch is small). */
function pointOf(geometry: unknown): { latitude: number; longitude: number } | null {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || typeof g !== 'object') return null;
  const vertices: unknown[] = [];
  const collect = (c: unknown, depth: number) => {
    if (!Array.isArray(c)) return;
    if (depth === 0) vertices.push(c);
    else for (const inner of c) collect(inner, depth - 1);
  };
  const depth = { Point: 0, LineString: 1, MultiPoint: 1, Polygon: 2, MultiLineString: 2, MultiPolygon: 3 }[String(g.type)];
  if (depth === undefined) return null;
  // A polygon's outer ring only (holes do not move a pitch).
  collect(g.type === 'Polygon' ? [(g.coordinates as unknown[])?.[0]] : g.type === 'MultiPolygon' ? (g.coordinates as unknown[][] | undefined)?.map((p) => [p?.[0]]) : g.coordinates, g.type === 'Polygon' ? 2 : depth);
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const v of vertices) {
    const [x, y] = v as unknown[];
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    lng += x;
    lat += y;
    n++;
  }
  if (n === 0) return null;
  const point = { latitude: lat / n, longitude: lng / n };
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  return { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude) };
}

function osmIdOf(feature: Record<string, unknown>, props: Record<string, unknown>): string | null {
  const raw = text(props['@id']) || text(feature.id) || (typeof feature.id === 'number' ? String(feature.id) : '') || text(props.id);
  const m = /^(node|way|relation)\/(\d+)$/.exec(raw);
  return m ? `${m[1]}/${m[2]}` : null;
}

function yesNo(v: unknown): boolean | null {
  const t = text(v).toLowerCase();
  return t === 'yes' ? true : t === 'no' ? false : null;
}

/** The features of a parsed GeoJSON document as venues, and those skipped with why. */
export function venuesFromGeoJson(doc: unknown): { venues: ImportedVenue[]; skipped: Skipped[] } {
  const features = (doc as { type?: unknown; features?: unknown })?.features;
  if ((doc as { type?: unknown })?.type !== 'FeatureCollection' || !Array.isArray(features)) {
    throw new Error('Not a GeoJSON FeatureCollection');
  }
  const venues: ImportedVenue[] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();
  features.forEach((f: unknown, index) => {
    const feature = (f && typeof f === 'object' ? f : {}) as Record<string, unknown>;
    const props = (feature.properties && typeof feature.properties === 'object' ? feature.properties : {}) as Record<string, unknown>;
    const skip = (reason: string, id: string | null = null) => skipped.push({ index, id, reason });
    const osmId = osmIdOf(feature, props);
    if (!osmId) return skip('no OpenStreetMap id (node/, way/ or relation/)');
    if (seen.has(osmId)) return skip('the same id twice in the file', osmId);
    if (!LEISURE.has(text(props.leisure))) return skip('not leisure=pitch, sports_centre or stadium', osmId);
    const name = text(props.name);
    if (!name) return skip('no name', osmId);
    if (name.length > VENUE_LIMITS.name) return skip(`name longer than ${VENUE_LIMITS.name} characters`, osmId);
    const point = pointOf(feature.geometry);
    if (!point) return skip('no valid coordinates', osmId);
    const sports = [...new Set(text(props.sport).split(';').map((s) => sportOf(s.trim().toLowerCase())).filter((s): s is string => Boolean(s)))];
    const street = [text(props['addr:housenumber']), text(props['addr:street'])].filter(Boolean).join(' ');
    const address = [street, text(props['addr:city'])].filter(Boolean).join(', ').slice(0, VENUE_LIMITS.address) || null;
    const indoor = yesNo(props.indoor);
    const surface = text(props.surface).replace(/_/g, ' ').slice(0, VENUE_LIMITS.surface) || null;
    const wheelchair = yesNo(props.wheelchair);
    seen.add(osmId);
    venues.push({
      osmId,
      fields: {
        name,
        ...point,
        sports,
        address,
        setting: indoor === true ? 'indoor' : indoor === false ? 'outdoor' : null,
        surface,
        lights: yesNo(props.lit),
        accessibility: wheelchair === true ? 'Wheelchair accessible' : wheelchair === false ? 'Not wheelchair accessible' : null,
      },
    });
  });
  return { venues, skipped };
}
