/** GET /api/user/events: the member's "My Joined Events", one section (upcoming or past). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { userEventListParams, userEventPagesOptions, type EventSection } from './user-event-pages';

export function getJoinedEventsQueryOptions(section: EventSection) {
  return userEventPagesOptions('/api/user/events', section, queryKeys.user.joinedEventList(userEventListParams(section)));
}

export function useJoinedEvents(section: EventSection, enabled = true) {
  return useInfiniteQuery({ ...getJoinedEventsQueryOptions(section), enabled });
}
