/** GET /api/groups/{id}: the group with the caller's membership (404 for unknown or invisible groups). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupDetail } from './types';

export function getGroup(id: string, signal?: AbortSignal): Promise<GroupDetail> {
  return apiGet<ApiAnswer<'/api/groups/{id}'>>(apiPath('/api/groups', id), { signal });
}

export function getGroupQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.groups.detail(id), queryFn: ({ signal }) => getGroup(id, signal) });
}

export function useGroup(id: string) {
  return useQuery(getGroupQueryOptions(id));
}
