/** The places module's front door: the distance expressions other modules' repositories compose into their queries. */
export { afterDistanceCursor, distanceKm, nearness, withinRadius, type Near } from './repository-distance';
