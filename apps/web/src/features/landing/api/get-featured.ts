/** The landing's lists (spec §2, §7): GET /api/events?featured=true&limit=6 and GET /api/groups?featured=true&limit=6. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type EventPage, type GroupPage } from '@kickoff/shared';

export function usePopularEvents() {
  return useQuery(queryOptions<EventPage>({ queryKey: ['/api/events', { featured: 'true', limit: LIMITS.featuredLimit }] }));
}

export function usePopularCommunities() {
  return useQuery(queryOptions<GroupPage>({ queryKey: ['/api/groups', { featured: 'true', limit: LIMITS.featuredLimit }] }));
}
