/** POST /api/groups/{id}/posts {content}: active members only, non-blank; one Idempotency-Key per post. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_TOASTS } from '@kickoff/shared';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { idempotencyHeaders, isRepeatStillRunning, useIdempotencyKeys } from '@/lib/idempotency';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { GroupPost } from './types';
import { queryKeys } from '@/lib/query-keys';

export function createPost(groupId: string, content: string, idempotencyKey?: string): Promise<GroupPost> {
  return apiJson<ApiAnswer<'/api/groups/{id}/posts', 'post'>>('POST', apiPath('/api/groups', groupId, 'posts'), { content: content.trim() }, {
    headers: idempotencyKey ? idempotencyHeaders(idempotencyKey) : undefined,
  });
}

export function useCreatePost(groupId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (content: string) => createPost(groupId, content, keys.keyFor({ groupId, content })),
    onSuccess: () => {
      keys.done();
      toast({ ...GROUP_TOASTS.postCreated, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups.posts(groupId) });
    },
    onError: (error) => {
      if (!isRepeatStillRunning(error)) errorToast(error, 'Failed to create post', GROUP_TOASTS.postErrorTitle);
    },
  });
}
