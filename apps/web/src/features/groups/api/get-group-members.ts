/**
 * GET /api/groups/{id}/members?status=: members with the counts of the manage screen. Never served from the
 * cache (spec §7).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupMemberPage, MemberStatus } from './types';

export function getGroupMembers(
  id: string,
  params: { status?: MemberStatus; cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<GroupMemberPage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/members'>>(apiPath('/api/groups', id, 'members'), { params, signal });
}

export function getGroupMembersQueryOptions(id: string, status?: MemberStatus, limit = 50) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.memberList(id, status ?? 'all', limit),
    queryFn: ({ pageParam, signal }) => getGroupMembers(id, { status, cursor: pageParam, limit }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useGroupMembers(id: string, options: { status?: MemberStatus; limit?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...getGroupMembersQueryOptions(id, options.status, options.limit),
    enabled: options.enabled ?? true,
    refetchOnMount: 'always',
  });
}
