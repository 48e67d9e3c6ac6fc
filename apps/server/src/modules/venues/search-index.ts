/**
 * The type-ahead's venue index (issue 28, performance): every venue's name words and pin, held in memory by each app
 * instance, as the cities' gazetteer is. A keystroke is answered without a database read: the venues near the person
 * from a grid of quarter-degree cells, the matches elsewhere from the words' prefixes. PostgreSQL stays the truth:
 * the index loads every venue on its first search, then re-reads the venues changed since (by `updated_at`,
 * `venues_updated_at_idx`) when it is more than a second old, or at once after this instance wrote one; so another
 * instance's new venue is found within a second, one's own at the next keystroke. Venues are never deleted.
 *
 * Memory: ~250 bytes a venue (100,000 venues: ~25 MB). Matching is the SQL's: every typed word is the prefix of a
 * name word (`to_tsvector('simple', search_key)` and `word:*`), distances on earthdistance's sphere.
 */
import type { DbOrTx } from '@kickoff/db';
import type { Point } from '@kickoff/shared';
import { wordsOf } from './names';
import { indexedVenuesQuery } from './repository';

export interface IndexedVenue {
  id: string;
  name: string;
  searchKey: string;
  address: string | null;
  timeZone: string | null;
  latitude: number;
  longitude: number;
  words: string[];
  /** Replaced by a newer copy (an edit): skipped by the prefix lists until they are rebuilt. */
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
/** A circle touching more cells than this (a huge radius, or near a pole) is answered by reading every venue. */
const MAX_CELLS = 400;
/** How old the index may be before a search first reads the changes (ms). */
const FRESH_MS = 1000;
/**
 * The changes are read from a little before the last read started: a transaction that stamped its rows earlier may
 * commit after that read (and the writers' clocks may differ a little from this instance's). Not from the newest
 * `updated_at` seen: after an import every read would then take the whole import again.
 */
const OVERLAP_MS = 10_000;
/** Prefixes of each word kept in the prefix lists (a longer typed word is checked on the list of its first three). */
const PREFIX = 3;

/** Kilometres along the sphere between two points (haversine, as earth_distance). */
function sphereKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

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

/** Whether every typed word starts one of the name's words. */
function matchesWords(venue: IndexedVenue, typed: string[]): boolean {
  return typed.every((t) => venue.words.some((w) => w.startsWith(t)));
}

/** Closest first, then by id (the SQL's `nearness, id`); without a point by search key, then id. */
function byNearness(a: IndexedHit, b: IndexedHit): number {
  return (a.km ?? 0) - (b.km ?? 0) || (a.venue.id < b.venue.id ? -1 : a.venue.id > b.venue.id ? 1 : 0);
}
function byKey(a: IndexedHit, b: IndexedHit): number {
  const x = a.venue;
  const y = b.venue;
  return x.searchKey < y.searchKey ? -1 : x.searchKey > y.searchKey ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

/** The `limit` smallest of `hits` by `order`, in order. */
function smallest(hits: IndexedHit[], limit: number, order: (a: IndexedHit, b: IndexedHit) => number): IndexedHit[] {
  return hits.sort(order).slice(0, limit);
}

export class VenueSearchIndex {
  private readonly byId = new Map<string, IndexedVenue>();
  private readonly grid = new Map<number, IndexedVenue[]>();
  private readonly prefixes = new Map<string, IndexedVenue[]>();
  private staleCount = 0;
  /** When the index last read the changes (this instance's clock, ms). */
  private readAt = 0;
  private loaded = false;
  private changedHere = false;
  private reading: Promise<void> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** This instance wrote a venue: the next search reads the changes first. */
  changed(): void {
    this.changedHere = true;
  }

  /** The venues whose words start with the typed words within `radiusKm` of the point, closest first. */
  async near(searchKey: string, point: Point, radiusKm: number, limit: number): Promise<IndexedHit[]> {
    const typed = wordsOf(searchKey);
    if (!typed.length || limit <= 0) return [];
    await this.fresh();
    const cells = cellsAround(point, radiusKm);
    const hits: IndexedHit[] = [];
    const consider = (venue: IndexedVenue) => {
      if (!matchesWords(venue, typed)) return;
      const km = sphereKm(point.latitude, point.longitude, venue.latitude, venue.longitude);
      if (km <= radiusKm) hits.push({ venue, km });
    };
    if (cells) for (const cell of cells) for (const venue of this.grid.get(cell) ?? []) consider(venue);
    else for (const venue of this.byId.values()) consider(venue);
    return smallest(hits, limit, byNearness);
  }

  /** Matching venues farther than `excludeKm` from the point (all of them without one): closest first, else by name. */
  async elsewhere(searchKey: string, point: Point | null, excludeKm: number, limit: number): Promise<IndexedHit[]> {
    const typed = wordsOf(searchKey);
    if (!typed.length || limit <= 0) return [];
    await this.fresh();
    // The list of the longest typed word's first letters is the shortest to walk.
    const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
    const hits: IndexedHit[] = [];
    for (const venue of this.prefixes.get(longest.slice(0, PREFIX)) ?? []) {
      if (venue.stale || !matchesWords(venue, typed)) continue;
      const km = point ? sphereKm(point.latitude, point.longitude, venue.latitude, venue.longitude) : null;
      if (km !== null && km <= excludeKm) continue;
      hits.push({ venue, km });
    }
    return smallest(hits, limit, point ? byNearness : byKey);
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
    for (const row of rows) {
      this.put({ ...row, words: [...new Set(wordsOf(row.searchKey))], stale: false });
    }
    if (this.staleCount > this.byId.size / 10) this.rebuildPrefixes();
    this.loaded = true;
    this.readAt = startedAt;
  }

  private put(venue: IndexedVenue): void {
    const before = this.byId.get(venue.id);
    if (before) {
      if (before.name === venue.name && before.searchKey === venue.searchKey && before.address === venue.address && before.timeZone === venue.timeZone && before.latitude === venue.latitude && before.longitude === venue.longitude) return;
      before.stale = true;
      this.staleCount++;
      const cell = this.grid.get(cellKey(latCell(before.latitude), lngCell(before.longitude)));
      cell?.splice(cell.indexOf(before), 1);
    }
    this.byId.set(venue.id, venue);
    const key = cellKey(latCell(venue.latitude), lngCell(venue.longitude));
    const cell = this.grid.get(key);
    if (cell) cell.push(venue);
    else this.grid.set(key, [venue]);
    this.addPrefixes(venue);
  }

  private addPrefixes(venue: IndexedVenue): void {
    const keys = new Set<string>();
    for (const word of venue.words) for (let n = 1; n <= Math.min(PREFIX, word.length); n++) keys.add(word.slice(0, n));
    for (const key of keys) {
      const list = this.prefixes.get(key);
      if (list) list.push(venue);
      else this.prefixes.set(key, [venue]);
    }
  }

  private rebuildPrefixes(): void {
    this.prefixes.clear();
    for (const venue of this.byId.values()) this.addPrefixes(venue);
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
