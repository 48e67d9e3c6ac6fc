/**
 * The places module's front door: the distance expressions other modules' repositories compose into their queries,
 * the covering grid cells of near me (issue 35), and the gazetteer's name key and zone lookup (venues, issue 28).
 */
export { afterDistanceCursor, coveringCells, distanceKm, MAX_COVERING_CELLS, nearness, withinDistance, withinRadius, type Near } from './repository-distance';
export { searchKey, zoneOf } from './gazetteer';
export type { VenueSearch } from './service';
