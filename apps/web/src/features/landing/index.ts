/**
 * The landing feature's public face: the page and its header button for the landing route (the prerendered first
 * load: nothing here may pull in tailwind-merge or a data layer), and the popular grids for its lazy cards module.
 */
export { LandingPage, type SignInIntent } from './components/landing-page';
export { Button as LandingButton } from './components/landing-button';
export { LANDING_DESCRIPTION, LANDING_DESCRIPTION_TEXT, LANDING_TITLE, LANDING_TITLE_TEXT } from './meta';
export { PopularCommunitiesGrid, PopularEventsGrid } from './components/popular-lists';
