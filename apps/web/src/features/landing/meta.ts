/** The landing's title and description: rendered by the route, and written into the prerendered landing.html. */
import { PRODUCT } from '@kickoff/shared';

/** The message ids of the landing's title and description (issue 30): the route shows them in the active language. */
export const LANDING_TITLE_TEXT = '{name}: find local pickup games and sports communities';
export const LANDING_DESCRIPTION_TEXT = '{name} helps you find and join local pickup games, bring your friends, and run your sports community. {tagline}';
/** In English, for the prerendered landing.html. */
export const LANDING_TITLE = LANDING_TITLE_TEXT.replace('{name}', PRODUCT.name);
export const LANDING_DESCRIPTION = LANDING_DESCRIPTION_TEXT.replace('{name}', PRODUCT.name).replace('{tagline}', PRODUCT.tagline);
