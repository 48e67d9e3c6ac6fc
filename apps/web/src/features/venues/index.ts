/** The venues feature (issue 28): the venue page. */
export { VenueScreen } from './venue-screen';
