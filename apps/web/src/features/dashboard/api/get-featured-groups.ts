/** GET /api/groups?featured=true&limit=6: "Popular Communities" (spec §7), refreshed with the groups list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type GroupPage } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getFeaturedGroups(signal?: AbortSignal): Promise<GroupPage> {
  return apiGet<ApiAnswer<'/api/groups'>>('/api/groups', { params: { featured: 'true', limit: LIMITS.featuredLimit }, signal });
}

export function getFeaturedGroupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.groups.featured(LIMITS.featuredLimit), queryFn: ({ signal }) => getFeaturedGroups(signal) });
}

export function useFeaturedGroups() {
  return useQuery(getFeaturedGroupsQueryOptions());
}
