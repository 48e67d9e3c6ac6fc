/** The events feature's public face: what src/app uses (screens for the routes, the card, the detail's prefetch). */
export { EventCard, type EventCardProps, type EventCardVariant } from './components/event-card';
export { EventsScreen } from './components/events-screen';
export { CreateEventScreen } from './components/create-event';
export { EventDetailScreen } from './components/event-detail';
export { PublicEventScreen } from './components/public-event';
export { GroupUpcomingEvents, VenueUpcomingEvents } from './components/group-upcoming-events';
export { CalendarFeedCard } from './components/calendar-feed';
export { ManageParticipantsScreen } from './components/manage-participants';
export { JustJoinedCard } from './components/just-joined-card';
export { getEventQueryOptions } from './api/get-event';
export { ExploreScreen } from './components/explore';
export { EXPLORE_DATA_ID, EXPLORE_FIRST_PAGE_URL, exploreDataScript, readExploreFirstPage, seedExploreFirstPage, type ExploreFirstPage } from './api/explore-first-page';
