/** The venues module's front door (issue 28): events place games at a venue; the app hands places the venue search. */
export { searchVenuesElsewherePlaces, searchVenuesNearPlaces, venuePin } from './service';
export { venueSearchIndex } from './search-index';
