/**
 * POST /api/events/{id}/comments with {content, parentCommentId?}, one Idempotency-Key per comment; answers the comment
 * (no replies). Offline it is queued with its key (issue 27) and answers QUEUED: the thread shows it as waiting.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { idempotencyHeaders, useIdempotencyKeys } from '@/lib/idempotency';
import { sendOrQueue } from '@/lib/offline/queue';
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
    mutationFn: (input: CreateCommentInput) => {
      const key = keys.keyFor({ eventId, input });
      const write = {
        key,
        kind: input.parentCommentId ? ('reply' as const) : ('comment' as const),
        method: 'POST' as const,
        url: apiPath('/api/events', eventId, 'comments'),
        body: input,
        scope: input.parentCommentId ? `comment:${input.parentCommentId}` : `comments:${eventId}`,
        text: input.content,
      };
      return sendOrQueue(write, () => createComment(eventId, input, key));
    },
    onSuccess: () => {
      keys.done();
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.comments(eventId) });
    },
  });
}
