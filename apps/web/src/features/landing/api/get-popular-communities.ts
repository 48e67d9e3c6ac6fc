/** GET /api/groups?featured=true&limit=6: the landing's Popular Communities (spec §2, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type GroupPage } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

// The dashboard's "Popular Communities" is the same call under the same key; features do not import each other.
export function getPopularCommunities(signal?: AbortSignal): Promise<GroupPage> {
  return apiGet<ApiAnswer<'/api/groups'>>('/api/groups', { params: { featured: 'true', limit: LIMITS.featuredLimit }, signal });
}

export function usePopularCommunities() {
  return useQuery(queryOptions({ queryKey: queryKeys.groups.featured(LIMITS.featuredLimit), queryFn: ({ signal }) => getPopularCommunities(signal) }));
}
