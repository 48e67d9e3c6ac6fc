/** GET /api/moderation/audit: every moderator action, newest first (moderators only). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getAuditQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.moderation.audit,
    queryFn: ({ pageParam, signal }) =>
      apiGet<ApiAnswer<'/api/moderation/audit'>>('/api/moderation/audit', { params: { limit: 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAudit(enabled = true) {
  return useInfiniteQuery({ ...getAuditQueryOptions(), enabled });
}
