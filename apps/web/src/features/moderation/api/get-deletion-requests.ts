/** GET /api/moderation/deletion-requests: open account deletion requests, oldest first, for support to run. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getDeletionRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.moderation.deletionRequests,
    queryFn: ({ pageParam, signal }) =>
      apiGet<ApiAnswer<'/api/moderation/deletion-requests'>>('/api/moderation/deletion-requests', { params: { limit: 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDeletionRequests(enabled = true) {
  return useInfiniteQuery({ ...getDeletionRequestsQueryOptions(), enabled });
}
