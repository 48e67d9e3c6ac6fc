/** GET /api/user/created-groups: the groups an event can belong to (spec §5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

// The same key and answer as the groups feature's "My Groups": one cache entry, whichever screen loads it first.
export function getCreatedGroups(signal?: AbortSignal): Promise<Group[]> {
  return apiGet<ApiAnswer<'/api/user/created-groups'>>('/api/user/created-groups', { signal });
}

export function getCreatedGroupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.createdGroups, queryFn: ({ signal }) => getCreatedGroups(signal) });
}

export function useCreatedGroups() {
  return useQuery(getCreatedGroupsQueryOptions());
}
