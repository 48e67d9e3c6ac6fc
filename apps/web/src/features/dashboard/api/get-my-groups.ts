/** GET /api/user/groups: the member dashboard's "My Groups" (the same list as the groups screen's joined groups). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getMyGroups(signal?: AbortSignal): Promise<Group[]> {
  return apiGet<ApiAnswer<'/api/user/groups'>>('/api/user/groups', { signal });
}

export function getMyGroupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.joinedGroups, queryFn: ({ signal }) => getMyGroups(signal) });
}

export function useMyGroups() {
  return useQuery(getMyGroupsQueryOptions());
}
