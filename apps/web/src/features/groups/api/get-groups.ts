/** GET /api/groups?q=&sport=&cursor= : the Discover list (rulings §4), paged by cursor. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GroupPage } from '@kickoff/shared';
import { groupKeys } from './keys';
import { fetchPage } from './page';

export interface DiscoverFilters {
  q?: string;
  sport?: string;
}

export function getDiscoverGroups(filters: DiscoverFilters, cursor?: string): Promise<GroupPage> {
  return fetchPage<GroupPage>('/api/groups', { q: filters.q, sport: filters.sport, cursor, limit: 12 });
}

export function getDiscoverGroupsQueryOptions(filters: DiscoverFilters) {
  return infiniteQueryOptions({
    queryKey: groupKeys.discover(filters),
    queryFn: ({ pageParam }) => getDiscoverGroups(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDiscoverGroups(filters: DiscoverFilters) {
  return useInfiniteQuery(getDiscoverGroupsQueryOptions(filters));
}
