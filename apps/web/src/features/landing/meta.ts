/** The landing's title and description: rendered by the route, and written into the prerendered landing.html. */
import { PRODUCT } from '@kickoff/shared';

export const LANDING_TITLE = `${PRODUCT.name}: find local pickup games and sports communities`;
export const LANDING_DESCRIPTION = `${PRODUCT.name} helps you find and join local pickup games, bring your friends, and run your sports community. ${PRODUCT.tagline}`;
