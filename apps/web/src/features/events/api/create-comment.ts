/** POST /api/events/{id}/comments with {content, parentCommentId?}, one Idempotency-Key per comment; answers the comment (no replies). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { idempotencyHeaders, useIdempotencyKeys } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';
import type { CreateCommentInput } from './types';

export function createComment(eventId: string, input: CreateCommentInput, idempotencyKey?: string) {
  return apiJson<ApiAnswer<'/api/events/{id}/comments', 'post'>>('POST', apiPath('/api/events', eventId, 'comments'), input, {
    headers: idempotencyKey ? idempotencyHeaders(idempotencyKey) : undefined,
  });
}

export function useCreateComment(eventId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(eventId, input, keys.keyFor({ eventId, input })),
    onSuccess: () => {
      keys.done();
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.comments(eventId) });
    },
  });
}
