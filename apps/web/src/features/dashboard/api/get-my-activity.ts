/** The member dashboard's lists: upcoming joined events (GET /api/user/events) and joined groups (GET /api/user/groups). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventPage, Group } from '@kickoff/shared';

export const MY_EVENTS_LIMIT = 6;

export function getMyUpcomingEventsQueryOptions() {
  return queryOptions<EventPage>({ queryKey: ['/api/user/events', { scope: 'upcoming', limit: MY_EVENTS_LIMIT }] });
}

export function getMyGroupsQueryOptions() {
  return queryOptions<Group[]>({ queryKey: ['/api/user/groups'] });
}

export function useMyUpcomingEvents(enabled: boolean) {
  return useQuery({ ...getMyUpcomingEventsQueryOptions(), enabled });
}

export function useMyGroups(enabled: boolean) {
  return useQuery({ ...getMyGroupsQueryOptions(), enabled });
}
