/** GET /api/user/created-events: the organizer's "My Events". */
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { userEventListParams, userEventPagesOptions } from './user-event-pages';

export function getCreatedEventsQueryOptions() {
  return userEventPagesOptions('/api/user/created-events', queryKeys.user.createdEventList(userEventListParams));
}

export function useCreatedEvents(enabled = true) {
  return useInfiniteQuery({ ...getCreatedEventsQueryOptions(), enabled });
}
