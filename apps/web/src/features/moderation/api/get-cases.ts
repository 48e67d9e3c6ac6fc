/** GET /api/moderation/cases: open reports grouped by target, newest or most reported first (moderators only). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export type CaseSort = 'newest' | 'most_reported';
export const CASES_PAGE_SIZE = 20;

export function getCasesQueryOptions(sort: CaseSort) {
  return infiniteQueryOptions({
    queryKey: queryKeys.moderation.caseList(sort),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ApiAnswer<'/api/moderation/cases'>>('/api/moderation/cases', { params: { sort, limit: CASES_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCases(sort: CaseSort, enabled = true) {
  return useInfiniteQuery({ ...getCasesQueryOptions(sort), enabled });
}
