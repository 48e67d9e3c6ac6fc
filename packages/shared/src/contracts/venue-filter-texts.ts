/**
 * The venue filter chip's words on Discover and /explore (issue 28), apart from VENUE_TEXTS (venues-texts.ts spreads
 * them in) so that those screens' first load does not carry every venue text.
 */
export const VENUE_FILTER_TEXTS = {
  atVenue: (name: string) => `At ${name}`,
} as const;
