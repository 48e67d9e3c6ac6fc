/** The events feature's public face: screens for the routes, and the card for other screens to compose. */
export { EventCard, EventCardSkeleton, EventGrid, type EventCardProps, type EventCardVariant } from './components/event-card';
export { CapacityBar } from './components/capacity-bar';
export { formatEventDate, formatPrice } from './components/format';
export { EventsScreen } from './components/events-screen';
export { CreateEventScreen } from './components/create-event';
export { EventDetailScreen } from './components/event-detail';
export { ManageParticipantsScreen } from './components/manage-participants';
export { useDiscoverEvents, getEventsQueryOptions } from './api/get-events';
export type { EventSummary } from './api/types';
