/** GET /api/groups/{id}/posts: the discussion (active members only), newest first, paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupPostPage } from './types';

export function getGroupPosts(id: string, cursor?: string, signal?: AbortSignal): Promise<GroupPostPage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/posts'>>(apiPath('/api/groups', id, 'posts'), { params: { cursor, limit: 20 }, signal });
}

export function getGroupPostsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.posts(id),
    queryFn: ({ pageParam, signal }) => getGroupPosts(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useGroupPosts(id: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getGroupPostsQueryOptions(id), enabled: options.enabled ?? true });
}
