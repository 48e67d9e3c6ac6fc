/** GET /api/groups/{id}/posts: the discussion (active members only), newest first, paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GroupPost, Page } from '../types';
import { groupKeys } from './keys';
import { fetchPage, groupPath } from './page';

export function getGroupPostsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: groupKeys.posts(id),
    queryFn: ({ pageParam }) => fetchPage<Page<GroupPost>>(groupPath(id, 'posts'), { cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useGroupPosts(id: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getGroupPostsQueryOptions(id), enabled: options.enabled ?? true });
}
