/**
 * GET /api/groups/{id}/members?status=: members with the counts of the manage screen. Never served from the
 * cache (spec §7).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GroupMemberPage, MemberStatus } from '../types';
import { groupKeys } from './keys';
import { fetchPage, groupPath } from './page';

export function getGroupMembersQueryOptions(id: string, status?: MemberStatus, limit = 50) {
  return infiniteQueryOptions({
    queryKey: [...groupKeys.members(id), status ?? 'all', limit],
    queryFn: ({ pageParam }) => fetchPage<GroupMemberPage>(groupPath(id, 'members'), { status, cursor: pageParam, limit }),
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
