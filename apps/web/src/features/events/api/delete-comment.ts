/** DELETE /api/events/{id}/comments/{commentId}: the author or a host. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function deleteComment(eventId: string, commentId: string) {
  return apiJson<unknown>('DELETE', apiPath('/api/events', eventId, 'comments', commentId));
}

export function useDeleteComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(eventId, commentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.events.comments(eventId) }),
  });
}
