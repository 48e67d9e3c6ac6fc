/** GET /api/user/events?scope=upcoming&limit=6: the member dashboard's "My Events". */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventPage } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const MY_EVENTS_LIMIT = 6;
const params = { scope: 'upcoming', limit: MY_EVENTS_LIMIT };

export function getMyUpcomingEvents(signal?: AbortSignal): Promise<EventPage> {
  return apiGet<EventPage>('/api/user/events', { params, signal });
}

export function getMyUpcomingEventsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.joinedEventList(params), queryFn: ({ signal }) => getMyUpcomingEvents(signal) });
}

export function useMyUpcomingEvents() {
  return useQuery(getMyUpcomingEventsQueryOptions());
}
