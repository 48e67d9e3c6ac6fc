/**
 * The featured lists of spec §7: GET /api/events?featured=true&limit=6 (Happening This Week) and
 * GET /api/groups?featured=true&limit=6 (Popular Communities). Keys start with the list paths, so the events and
 * groups mutations that refresh those lists refresh these too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type EventPage, type GroupPage } from '@kickoff/shared';

export function getFeaturedEventsQueryOptions() {
  return queryOptions<EventPage>({ queryKey: ['/api/events', { featured: 'true', limit: LIMITS.featuredLimit }] });
}

export function getFeaturedGroupsQueryOptions() {
  return queryOptions<GroupPage>({ queryKey: ['/api/groups', { featured: 'true', limit: LIMITS.featuredLimit }] });
}

export function useFeaturedEvents() {
  return useQuery(getFeaturedEventsQueryOptions());
}

export function useFeaturedGroups() {
  return useQuery(getFeaturedGroupsQueryOptions());
}
