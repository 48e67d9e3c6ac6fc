/** GET /api/user/events: the member's "My Joined Events". */
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { userEventListParams, userEventPagesOptions } from './user-event-pages';

export function getJoinedEventsQueryOptions() {
  return userEventPagesOptions('/api/user/events', queryKeys.user.joinedEventList(userEventListParams));
}

export function useJoinedEvents(enabled = true) {
  return useInfiniteQuery({ ...getJoinedEventsQueryOptions(), enabled });
}
