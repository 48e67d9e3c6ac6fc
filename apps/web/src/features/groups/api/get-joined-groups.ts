/** GET /api/user/groups: the groups the user joined ("My Joined Groups"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { Group } from './types';

export function getJoinedGroups(signal?: AbortSignal): Promise<Group[]> {
  return apiGet<ApiAnswer<'/api/user/groups'>>('/api/user/groups', { signal });
}

export function getJoinedGroupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.joinedGroups, queryFn: ({ signal }) => getJoinedGroups(signal) });
}

export function useJoinedGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getJoinedGroupsQueryOptions(), enabled: options.enabled ?? true });
}
