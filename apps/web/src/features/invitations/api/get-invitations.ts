/** GET /api/user/invitations: the caller's pending group invitations, newest first, paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupInvitationPage } from './types';

export function getInvitations(cursor?: string, signal?: AbortSignal): Promise<GroupInvitationPage> {
  return apiGet<ApiAnswer<'/api/user/invitations'>>('/api/user/invitations', { params: { cursor, limit: 20 }, signal });
}

export function getInvitationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.user.invitations,
    queryFn: ({ pageParam, signal }) => getInvitations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useInvitations() {
  return useInfiniteQuery(getInvitationsQueryOptions());
}
