/** GET /api/groups/{id}/invitations: the creator's pending invitations of a group, newest first, paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { SentInvitationPage } from './types';

export function getSentInvitations(groupId: string, cursor?: string, signal?: AbortSignal): Promise<SentInvitationPage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/invitations'>>(apiPath('/api/groups', groupId, 'invitations'), { params: { cursor, limit: 20 }, signal });
}

export function getSentInvitationsQueryOptions(groupId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.sentInvitations(groupId),
    queryFn: ({ pageParam, signal }) => getSentInvitations(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSentInvitations(groupId: string) {
  return useInfiniteQuery(getSentInvitationsQueryOptions(groupId));
}
