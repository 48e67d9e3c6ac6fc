/**
 * GET /api/groups/{id}/members?status=active&q=&limit=&cursor=: the co-host picker's choices, every active member a
 * page at a time, `q` matching the start of a first, last or full name. Not cached (spec §7).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { CohostCandidatePage } from './types';

export const COHOST_PAGE_SIZE = 20;

export function getCohostCandidates(
  groupId: string,
  params: { q?: string; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<CohostCandidatePage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/members'>>(apiPath('/api/groups', groupId, 'members'), {
    params: { status: 'active', limit: COHOST_PAGE_SIZE, ...params },
    signal,
  });
}

export function getCohostCandidatesQueryOptions(groupId: string, q = '') {
  const search = q.trim();
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.cohostCandidates(groupId, { status: 'active', q: search, limit: COHOST_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => getCohostCandidates(groupId, { q: search, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The search's pages; while another search of the same group loads, the last answer stays on screen. */
export function useCohostCandidates(groupId: string | null | undefined, q = '') {
  return useInfiniteQuery({
    ...getCohostCandidatesQueryOptions(groupId ?? '', q),
    enabled: Boolean(groupId),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === groupId ? previous : undefined),
  });
}
