/** POST /api/events/{id}/comments with {content, parentCommentId?}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CreateCommentInput, EventComment } from './types';

export function createComment(eventId: string, input: CreateCommentInput) {
  return apiJson<EventComment>('POST', apiPath('/api/events', eventId, 'comments'), input);
}

export function useCreateComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(eventId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.events.comments(eventId) }),
  });
}
