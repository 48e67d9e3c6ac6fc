/**
 * Blocking a person anywhere (issue 34): block, unblock and the blocked list. A change refetches what is on screen
 * with other people's content (events and groups: comments, posts, members, participants), since the server withholds
 * it; the live channel does the same in the user's other tabs (`blocks` on `me`).
 */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiJson, apiPath } from './api';
import type { ApiAnswer } from './api-contract';
import { queryKeys } from './query-keys';

export const BLOCKED_PAGE_SIZE = 20;

export function refreshAfterBlockChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.user.blocks });
  void client.invalidateQueries({ queryKey: queryKeys.events.all });
  void client.invalidateQueries({ queryKey: queryKeys.groups.all });
}

export function blockPerson(userId: string) {
  return apiJson<ApiAnswer<'/api/user/blocks', 'post'>>('POST', '/api/user/blocks', { userId });
}

export function unblockPerson(userId: string) {
  return apiJson<ApiAnswer<'/api/user/blocks/{userId}', 'delete'>>('DELETE', apiPath('/api/user/blocks', userId));
}

export function useBlockPerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: blockPerson, onSuccess: () => refreshAfterBlockChange(client) });
}

export function useUnblockPerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unblockPerson, onSuccess: () => refreshAfterBlockChange(client) });
}

export function blockedPeopleQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.user.blocks,
    queryFn: ({ pageParam, signal }) =>
      apiGet<ApiAnswer<'/api/user/blocks'>>('/api/user/blocks', { params: { limit: BLOCKED_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBlockedPeople() {
  return useInfiniteQuery(blockedPeopleQueryOptions());
}
