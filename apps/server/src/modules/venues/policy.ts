/**
 * Who may edit a venue (issue 28): the person who added it, and group creators whose events use it. Support undoes
 * vandalism from the admin command, not through the API.
 */
export interface VenueStanding {
  isAdder: boolean;
  createsGroupUsingIt: boolean;
}

export const mayEditVenue = (s: VenueStanding) => s.isAdder || s.createsGroupUsingIt;
