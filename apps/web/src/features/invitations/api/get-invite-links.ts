/** GET /api/groups/{id}/invite-links: the creator's invite links of a group, newest first, paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { InviteLinkPage } from './types';

export function getInviteLinks(groupId: string, cursor?: string, signal?: AbortSignal): Promise<InviteLinkPage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/invite-links'>>(apiPath('/api/groups', groupId, 'invite-links'), { params: { cursor, limit: 20 }, signal });
}

export function getInviteLinksQueryOptions(groupId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.inviteLinks(groupId),
    queryFn: ({ pageParam, signal }) => getInviteLinks(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useInviteLinks(groupId: string) {
  return useInfiniteQuery(getInviteLinksQueryOptions(groupId));
}
