/** DELETE /api/groups/{id}/posts/{postId}: the author, or the group's creator (issue 19). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function deletePost(groupId: string, postId: string) {
  return apiJson<ApiAnswer<'/api/groups/{id}/posts/{postId}', 'delete'>>('DELETE', apiPath('/api/groups', groupId, 'posts', postId));
}

export function useDeletePost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => deletePost(groupId, postId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.groups.posts(groupId) }),
  });
}
