/** GET /api/groups/{id}/blocked: block records with reasons (creator only), paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { BlockedRecordPage } from './types';

export function getBlockedMembers(id: string, cursor?: string, signal?: AbortSignal): Promise<BlockedRecordPage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/blocked'>>(apiPath('/api/groups', id, 'blocked'), { params: { cursor, limit: 50 }, signal });
}

export function getBlockedMembersQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.blocked(id),
    queryFn: ({ pageParam, signal }) => getBlockedMembers(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBlockedMembers(id: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getBlockedMembersQueryOptions(id), enabled: options.enabled ?? true });
}
