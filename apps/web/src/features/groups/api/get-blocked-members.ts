/** GET /api/groups/{id}/blocked: block records with reasons (creator only), paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BlockedRecord, Page } from '../types';
import { groupKeys } from './keys';
import { fetchPage, groupPath } from './page';

export function getBlockedMembersQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: groupKeys.blocked(id),
    queryFn: ({ pageParam }) => fetchPage<Page<BlockedRecord>>(groupPath(id, 'blocked'), { cursor: pageParam, limit: 50 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBlockedMembers(id: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getBlockedMembersQueryOptions(id), enabled: options.enabled ?? true });
}
