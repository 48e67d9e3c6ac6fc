/**
 * The type-ahead's venue index (issue 28, performance): every venue's name words and pin, held in memory by each app
 * instance, as the cities' gazetteer is. A keystroke is answered without a database read, from buckets of venues by a
 * name word's first letters and a quarter-degree cell: near the person the circle's cells, elsewhere the word's cells
 * nearest first. PostgreSQL stays the truth: the index loads every venue once (the server does it once listening),
 * then re-reads the venues changed since its last read (`updated_at`, `venues_updated_at_idx`, 10 s of overlap) when
 * it is more than a second old, or at once after this instance wrote one; so another instance's new venue is found
 * within a second, one's own at the next keystroke. Venues are never deleted.
 *
 * Memory: ~440 bytes a venue (100,000 venues: 42 MB retained, loaded in 1-2 s). Matching is the SQL's: every typed
 * word is the prefix of a name word (`to_tsvector('simple', search_key)` and `word:*`), distances on earthdistance's
 * sphere, closest first as its `<->`.
 */
import type { DbOrTx } from '@kickoff/db';
import type { Point } from '@kickoff/shared';
import { sphereKm } from '../places';
import { wordsOf } from './names';
import { indexedVenuesQuery } from './repository';

export interface IndexedVenue {
  id: string;
  name: string;
  address: string | null;
  timeZone: string | null;
  latitude: number;
  longitude: number;
  /** The pin as a point on the unit sphere: the dot product of two is the cosine of the angle between them. */
  x: number;
  y: number;
  z: number;
  /**
   * The name's words (of its search key), each after a space: " zilker park field 3" (a typed word matches where " " +
   * it is found; without a point, matches are listed in this order).
   */
  text: string;
  /** Replaced by a newer copy (an edit): skipped in the buckets until they are rebuilt. */
  stale: boolean;
}

export interface IndexedHit {
  venue: IndexedVenue;
  km: number | null;
}

/** earthdistance's sphere (km), as `distanceKm` in SQL measures. */
const EARTH_RADIUS_KM = 6378.168;
const RAD = Math.PI / 180;
/** Grid cells per degree (a quarter degree: ~28 km of latitude). */
const PER_DEGREE = 4;
const LNG_CELLS = 360 * PER_DEGREE;
/** A circle touching more cells than this (a huge radius, or near a pole) is answered from every cell of the word. */
const MAX_CELLS = 400;
/** How old the index may be before a search first reads the changes (ms). */
const FRESH_MS = 1000;
/**
 * The changes are read from a little before the last read started: a transaction that stamped its rows earlier may
 * commit after that read (and the writers' clocks may differ a little from this instance's). Not from the newest
 * `updated_at` seen: after an import every read would then take the whole import again.
 */
const OVERLAP_MS = 10_000;
/** Prefixes of each word the buckets are keyed by (a longer typed word is checked in the buckets of its first three). */
const PREFIX = 3;

/** Kilometres from a point to a pin on earthdistance's sphere. */
const kmTo = (point: Point, venue: IndexedVenue) => sphereKm(point.latitude, point.longitude, venue.latitude, venue.longitude);

const latCell = (latitude: number) => Math.min(Math.floor((latitude + 90) * PER_DEGREE), 180 * PER_DEGREE - 1);
const lngCell = (longitude: number) => (((Math.floor((longitude + 180) * PER_DEGREE) % LNG_CELLS) + LNG_CELLS) % LNG_CELLS);
const cellKey = (row: number, column: number) => row * LNG_CELLS + column;

/** The cells the circle's bounding box touches, or null when they are more than MAX_CELLS. */
function cellsAround(point: Point, radiusKm: number): number[] | null {
  const dLat = radiusKm / (EARTH_RADIUS_KM * RAD);
  const south = Math.max(-90, point.latitude - dLat);
  const north = Math.min(90, point.latitude + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  if (widest >= 89.5) return null;
  const dLng = dLat / Math.cos(widest * RAD);
  if (dLng >= 180) return null;
  const firstColumn = Math.floor((point.longitude - dLng + 180) * PER_DEGREE);
  const columns = Math.floor((point.longitude + dLng + 180) * PER_DEGREE) - firstColumn + 1;
  const rows = latCell(north) - latCell(south) + 1;
  if (rows * columns > MAX_CELLS) return null;
  const cells: number[] = [];
  for (let row = latCell(south); row <= latCell(north); row++) {
    for (let c = 0; c < columns; c++) cells.push(cellKey(row, (((firstColumn + c) % LNG_CELLS) + LNG_CELLS) % LNG_CELLS));
  }
  return cells;
}

/** Whether every typed word starts one of the name's words (`starts`: each typed word after a space). */
function matches(venue: IndexedVenue, starts: string[]): boolean {
  for (const start of starts) if (!venue.text.includes(start)) return false;
  return true;
}

/**
 * No pin of a cell is farther from its centre than this angle: half a cell along the meridian plus at most half a cell
 * along the parallel (a path at least as long as the great circle), with a margin for rounding.
 */
const CELL_RADIUS = (1 / PER_DEGREE) * RAD * 1.001;

/** The smallest angle (radians) between the point and any pin of the cell: to its centre, less half its diagonal. */
function nearestAngle(p: { x: number; y: number; z: number }, cell: number): number {
  const row = Math.floor(cell / LNG_CELLS);
  const column = cell % LNG_CELLS;
  const centre = unit((row + 0.5) / PER_DEGREE - 90, (column + 0.5) / PER_DEGREE - 180);
  const dot = p.x * centre.x + p.y * centre.y + p.z * centre.z;
  return Math.max(0, Math.acos(Math.max(-1, Math.min(1, dot))) - CELL_RADIUS);
}

/** The point on the unit sphere (the direction of earthdistance's `ll_to_earth`). */
function unit(latitude: number, longitude: number): { x: number; y: number; z: number } {
  const lat = latitude * RAD;
  const lng = longitude * RAD;
  return { x: Math.cos(lat) * Math.cos(lng), y: Math.cos(lat) * Math.sin(lng), z: Math.sin(lat) };
}

/** The cosine of the angle a distance spans: a pin is within `km` when its dot product with the point is at least this. */
const cosineOf = (km: number) => Math.cos(Math.min(Math.PI, km / EARTH_RADIUS_KM));

/** One copy of each time zone's name for all the venues in it. */
const zoneNames = new Map<string, string>();
function shared(zone: string): string {
  const known = zoneNames.get(zone);
  if (known) return known;
  zoneNames.set(zone, zone);
  return zone;
}

/**
 * A venue row as the index keeps it. Every field is written in one literal, in one order: the searches read
 * 100,000 of these, and a copy by spread (`{ ...row }`) made them slow dictionary-mode objects (~10x slower to read).
 */
function indexed(row: { id: string; name: string; searchKey: string; address: string | null; timeZone: string | null; latitude: number; longitude: number }): IndexedVenue {
  const { x, y, z } = unit(row.latitude, row.longitude);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    timeZone: row.timeZone === null ? null : shared(row.timeZone),
    latitude: row.latitude,
    longitude: row.longitude,
    x,
    y,
    z,
    text: ` ${[...new Set(wordsOf(row.searchKey))].join(' ')}`,
    stale: false,
  };
}

const byId = (a: IndexedVenue, b: IndexedVenue) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The `limit` best venues seen, best first, kept while the candidates stream by (no sort of every match: a common word
 * matches thousands). `score`: lower is better (minus the dot product: closest first, as the SQL's `nearness`), ties by
 * the tie-break (id, or the name's words then id).
 */
class Best {
  private readonly venues: IndexedVenue[] = [];
  private readonly scores: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly tie: (a: IndexedVenue, b: IndexedVenue) => number,
  ) {}

  offer(venue: IndexedVenue, score: number): void {
    const n = this.venues.length;
    if (n === this.limit && this.compare(score, venue, n - 1) >= 0) return;
    let at = n;
    while (at > 0 && this.compare(score, venue, at - 1) < 0) at--;
    this.venues.splice(at, 0, venue);
    this.scores.splice(at, 0, score);
    if (this.venues.length > this.limit) {
      this.venues.pop();
      this.scores.pop();
    }
  }

  get list(): IndexedVenue[] {
    return this.venues;
  }

  get full(): boolean {
    return this.venues.length === this.limit;
  }

  /** The score of the last venue kept. */
  get worstScore(): number {
    return this.scores[this.scores.length - 1]!;
  }

  private compare(score: number, venue: IndexedVenue, at: number): number {
    return score - this.scores[at]! || this.tie(venue, this.venues[at]!);
  }
}

const byText = (a: IndexedVenue, b: IndexedVenue) => (a.text < b.text ? -1 : a.text > b.text ? 1 : byId(a, b));

export class VenueSearchIndex {
  private readonly byId = new Map<string, IndexedVenue>();
  /** Venues by the first one to three letters of a name word, then by grid cell: "sta" -> cell -> venues. */
  private readonly buckets = new Map<string, Map<number, IndexedVenue[]>>();
  private staleCount = 0;
  /** When the index last read the changes (this instance's clock, ms). */
  private readAt = 0;
  private loaded = false;
  private changedHere = false;
  private reading: Promise<void> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** Loads the venues now (the server calls it once listening, so the first keystroke does not wait ~1 s at 100,000). */
  warm(): Promise<void> {
    return this.fresh();
  }

  /** This instance wrote a venue: the next search reads the changes first. */
  changed(): void {
    this.changedHere = true;
  }

  /** The venues whose words start with the typed words within `radiusKm` of the point, closest first. */
  async near(searchKey: string, point: Point, radiusKm: number, limit: number): Promise<IndexedHit[]> {
    const typed = wordsOf(searchKey);
    if (!typed.length || limit <= 0) return [];
    await this.fresh();
    const byCell = this.bucketsOf(typed);
    if (!byCell) return [];
    const p = unit(point.latitude, point.longitude);
    const within = cosineOf(radiusKm);
    const starts = typed.map((t) => ` ${t}`);
    const best = new Best(limit, byId);
    const scan = (venues: IndexedVenue[] | undefined) => {
      for (const venue of venues ?? []) {
        if (venue.stale || !matches(venue, starts)) continue;
        const dot = p.x * venue.x + p.y * venue.y + p.z * venue.z;
        if (dot >= within) best.offer(venue, -dot);
      }
    };
    const cells = cellsAround(point, radiusKm);
    if (cells) for (const cell of cells) scan(byCell.get(cell));
    else for (const venues of byCell.values()) scan(venues);
    return best.list.map((venue) => ({ venue, km: kmTo(point, venue) }));
  }

  /**
   * Matching venues farther than `excludeKm` from the point, closest first: the cells holding the typed word's first
   * letters are read nearest first, until the next cell cannot hold anything closer than what is kept. Without a
   * point every match is read, by name.
   */
  async elsewhere(searchKey: string, point: Point | null, excludeKm: number, limit: number): Promise<IndexedHit[]> {
    const typed = wordsOf(searchKey);
    if (!typed.length || limit <= 0) return [];
    await this.fresh();
    const byCell = this.bucketsOf(typed);
    if (!byCell) return [];
    const starts = typed.map((t) => ` ${t}`);
    if (!point) {
      const best = new Best(limit, byText);
      for (const venues of byCell.values()) for (const venue of venues) if (!venue.stale && matches(venue, starts)) best.offer(venue, 0);
      return best.list.map((venue) => ({ venue, km: null }));
    }
    const p = unit(point.latitude, point.longitude);
    const within = cosineOf(excludeKm);
    const cells = [...byCell.keys()].map((cell) => ({ cell, nearest: nearestAngle(p, cell) })).sort((a, b) => a.nearest - b.nearest);
    const best = new Best(limit, byId);
    for (const { cell, nearest } of cells) {
      if (best.full && nearest > Math.acos(Math.min(1, -best.worstScore))) break;
      for (const venue of byCell.get(cell)!) {
        if (venue.stale || !matches(venue, starts)) continue;
        const dot = p.x * venue.x + p.y * venue.y + p.z * venue.z;
        if (dot < within) best.offer(venue, -dot);
      }
    }
    return best.list.map((venue) => ({ venue, km: kmTo(point, venue) }));
  }

  /** The cells of the longest typed word's first letters (the fewest venues to look at), or null when none has them. */
  private bucketsOf(typed: string[]): Map<number, IndexedVenue[]> | null {
    const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
    return this.buckets.get(longest.slice(0, PREFIX)) ?? null;
  }

  /**
   * Loads every venue on first use, then reads the changes when the index is old or this instance wrote one. A read
   * already under way may have started before the write: then the loop reads once more.
   */
  private async fresh(): Promise<void> {
    while (!this.loaded || this.changedHere || Date.now() - this.readAt >= FRESH_MS) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
  }

  private async read(): Promise<void> {
    this.changedHere = false;
    const startedAt = Date.now();
    const since = this.loaded ? new Date(this.readAt - OVERLAP_MS) : null;
    const rows = await indexedVenuesQuery(this.db, since);
    for (const row of rows) this.put(indexed(row));
    if (this.staleCount > this.byId.size / 10) this.rebuild();
    this.loaded = true;
    this.readAt = startedAt;
  }

  private put(venue: IndexedVenue): void {
    const before = this.byId.get(venue.id);
    if (before) {
      if (before.name === venue.name && before.text === venue.text && before.address === venue.address && before.timeZone === venue.timeZone && before.latitude === venue.latitude && before.longitude === venue.longitude) return;
      before.stale = true;
      this.staleCount++;
    }
    this.byId.set(venue.id, venue);
    this.addToBuckets(venue);
  }

  private addToBuckets(venue: IndexedVenue): void {
    const cell = cellKey(latCell(venue.latitude), lngCell(venue.longitude));
    const prefixes = new Set<string>();
    for (const word of venue.text.slice(1).split(' ')) for (let n = 1; n <= Math.min(PREFIX, word.length); n++) prefixes.add(word.slice(0, n));
    for (const prefix of prefixes) {
      let byCell = this.buckets.get(prefix);
      if (!byCell) this.buckets.set(prefix, (byCell = new Map()));
      const venues = byCell.get(cell);
      if (venues) venues.push(venue);
      else byCell.set(cell, [venue]);
    }
  }

  /** Drops the replaced copies of edited venues from the buckets. */
  private rebuild(): void {
    this.buckets.clear();
    for (const venue of this.byId.values()) this.addToBuckets(venue);
    this.staleCount = 0;
  }
}

const indexes = new WeakMap<object, VenueSearchIndex>();

/** The venue index of an app's database (one per database handle, made on first use). */
export function venueSearchIndex(db: DbOrTx): VenueSearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new VenueSearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
