/** GET /api/user/created-groups: the organizer's own groups ("My Groups"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { Group } from './types';

export function getCreatedGroups(signal?: AbortSignal): Promise<Group[]> {
  return apiGet<ApiAnswer<'/api/user/created-groups'>>('/api/user/created-groups', { signal });
}

export function getCreatedGroupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.createdGroups, queryFn: ({ signal }) => getCreatedGroups(signal) });
}

export function useCreatedGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCreatedGroupsQueryOptions(), enabled: options.enabled ?? true });
}
