/** PATCH /api/groups/{id}/posts/{postId} {content}: the author edits their post (issue 19). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupPost } from './types';

export function updatePost(groupId: string, postId: string, content: string): Promise<GroupPost> {
  return apiJson<ApiAnswer<'/api/groups/{id}/posts/{postId}', 'patch'>>('PATCH', apiPath('/api/groups', groupId, 'posts', postId), { content: content.trim() });
}

export function useUpdatePost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: string; content: string }) => updatePost(groupId, postId, content),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.groups.posts(groupId) }),
  });
}
