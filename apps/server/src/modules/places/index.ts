/**
 * The places module's front door: the distance expressions other modules' repositories compose into their queries,
 * the covering grid cells of near me (issue 35), the same sphere's distance in JavaScript (the venue index), and the gazetteer's name key and zone lookup (venues, issue 28).
 */
export { afterDistanceCursor, coreCells, coveringCells, distanceKm, MAX_COVERING_CELLS, nearness, sphereKm, withinDistance, withinRadius, type Near } from './repository-distance';
export { searchKey, zoneOf } from './gazetteer';
export type { VenueSearch } from './service';
