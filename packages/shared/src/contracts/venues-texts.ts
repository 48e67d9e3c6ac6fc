/** Texts of venues (issue 28): the API's messages and the screens' words, apart from the schemas so screens load no zod. */
import { VENUE_FILTER_TEXTS } from './venue-filter-texts';

export const VENUE_LIMITS = { name: 100, address: 200, surface: 60, accessibility: 500, sports: 14 } as const;

/** Another venue this close with a similar name is the same place (issue 28: "within ~150 m"). */
export const VENUE_DEDUPE_METERS = 150;

export const VENUE_TEXTS = {
  messages: {
    nameRequired: 'Venue name is required',
    nameTooLong: `Venue name must be at most ${VENUE_LIMITS.name} characters`,
    pinRequired: 'Drop a pin on the map for this venue',
    notFound: 'Venue not found',
    mayNotEdit: 'Only the person who added this venue, or organizers whose games use it, can edit it',
    duplicate: 'This place is already on the map',
    nothingToChange: 'Nothing to change',
    sportUnknown: 'Choose sports from the list',
    photoRequired: 'Choose a photo to upload',
  },
  notOnMap: 'Not on the map',
  addThisPlace: 'Add this place',
  addVenueTitle: 'Add a place to the map',
  addVenueHelp: 'Name the place and drop the pin where people meet. Everyone can then find it by name.',
  saveVenue: 'Add to the map',
  chooseExisting: (name: string) => `Use ${name}`,
  duplicateFound: 'This place is already on the map:',
  venueAdded: 'Place added to the map',
  venueSaved: 'Venue saved',
  createGameHere: 'Create a game here',
  upcomingGames: 'Upcoming games here',
  noUpcomingGames: 'No upcoming games here yet.',
  directions: 'Directions',
  editVenue: 'Edit venue',
  details: 'Details',
  setting: { indoor: 'Indoor', outdoor: 'Outdoor', both: 'Indoor and outdoor' },
  lights: 'Lights',
  parking: 'Parking',
  restrooms: 'Restrooms',
  surface: 'Surface',
  accessibility: 'Accessibility',
  sports: 'Sports',
  yes: 'Yes',
  no: 'No',
  venuesOnMap: 'Venues',
  ...VENUE_FILTER_TEXTS,
  venueFilter: 'Venue',
  anyVenue: 'Any venue',
} as const;
