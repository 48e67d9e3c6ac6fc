import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { eventKeys } from './keys';
import type { EventComment } from './types';

/** GET /api/events/{id}/comments (threaded: top-level comments with their replies). */
export function useComments(eventId: string) {
  return useQuery<EventComment[]>({ queryKey: eventKeys.comments(eventId) });
}

/** POST /api/events/{id}/comments with {content, parentCommentId?}. */
export function addComment(eventId: string, input: { content: string; parentCommentId?: string }) {
  return apiJson<EventComment>('POST', `/api/events/${eventId}/comments`, input);
}

export function useAddComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentCommentId?: string }) => addComment(eventId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.comments(eventId) }),
  });
}

/** DELETE /api/events/comments/{commentId}. */
export function deleteComment(commentId: string) {
  return apiJson<unknown>('DELETE', `/api/events/comments/${commentId}`);
}

export function useDeleteComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.comments(eventId) }),
  });
}
