/** GET /api/user/created-events: the organizer's "My Events", one section (upcoming or past). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { userEventListParams, userEventPagesOptions, type EventSection } from './user-event-pages';

export function getCreatedEventsQueryOptions(section: EventSection) {
  return userEventPagesOptions('/api/user/created-events', section, queryKeys.user.createdEventList(userEventListParams(section)));
}

export function useCreatedEvents(section: EventSection, enabled = true) {
  return useInfiniteQuery({ ...getCreatedEventsQueryOptions(section), enabled });
}
