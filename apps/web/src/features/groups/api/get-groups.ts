/** GET /api/groups?q=&sport=&cursor= : the Discover list (rulings §4), paged by cursor. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupPage } from './types';

export interface DiscoverFilters {
  q?: string;
  sport?: string;
  /** Near me: "<lat>,<lng>" and the radius; closest first (issue 12). */
  near?: string;
  radiusKm?: number;
  /** Page size (the map loads more per page). */
  limit?: number;
}

export function getDiscoverGroups(filters: DiscoverFilters, cursor?: string, signal?: AbortSignal): Promise<GroupPage> {
  const near = filters.near ? { near: filters.near, radiusKm: filters.radiusKm, sort: 'distance' } : {};
  return apiGet<ApiAnswer<'/api/groups'>>('/api/groups', { params: { q: filters.q, sport: filters.sport, ...near, cursor, limit: filters.limit ?? 12 }, signal });
}

export function getDiscoverGroupsQueryOptions(filters: DiscoverFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.list({ ...filters }),
    queryFn: ({ pageParam, signal }) => getDiscoverGroups(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDiscoverGroups(filters: DiscoverFilters) {
  return useInfiniteQuery(getDiscoverGroupsQueryOptions(filters));
}
