/**
 * POST /api/groups/{id}/posts {content}: active members only, non-blank; one Idempotency-Key per post. Offline it is
 * queued with its key (issue 27): the discussion shows it as waiting.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_TOASTS } from '@kickoff/shared';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { idempotencyHeaders, isRepeatStillRunning, useIdempotencyKeys } from '@/lib/idempotency';
import { errorToast, toast } from '@/components/ui/use-toast';
import { isQueued, sendOrQueue } from '@/lib/offline/queue';
import type { GroupPost } from './types';
import { queryKeys } from '@/lib/query-keys';

export function createPost(groupId: string, content: string, idempotencyKey?: string): Promise<GroupPost> {
  return apiJson<ApiAnswer<'/api/groups/{id}/posts', 'post'>>('POST', apiPath('/api/groups', groupId, 'posts'), { content: content.trim() }, {
    headers: idempotencyKey ? idempotencyHeaders(idempotencyKey) : undefined,
  });
}

/** Where the discussion shows its queued posts (lib/offline/queue.ts). */
export const postsScope = (groupId: string) => `posts:${groupId}`;

export function useCreatePost(groupId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (content: string) => {
      const key = keys.keyFor({ groupId, content });
      const write = {
        key,
        kind: 'post' as const,
        method: 'POST' as const,
        url: apiPath('/api/groups', groupId, 'posts'),
        body: { content: content.trim() },
        scope: postsScope(groupId),
        text: content.trim(),
      };
      return sendOrQueue(write, () => createPost(groupId, content, key));
    },
    onSuccess: (answer) => {
      keys.done();
      if (!isQueued(answer)) toast({ ...GROUP_TOASTS.postCreated, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups.posts(groupId) });
    },
    onError: (error) => {
      if (!isRepeatStillRunning(error)) errorToast(error, 'Failed to create post', GROUP_TOASTS.postErrorTitle);
    },
  });
}
