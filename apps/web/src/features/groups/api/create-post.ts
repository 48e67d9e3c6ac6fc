/** POST /api/groups/{id}/posts {content}: active members only, non-blank. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_TOASTS } from '@kickoff/shared';
import { apiJson, apiPath } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { GroupPost } from './types';
import { queryKeys } from '@/lib/query-keys';

export function createPost(groupId: string, content: string): Promise<GroupPost> {
  return apiJson<GroupPost>('POST', apiPath('/api/groups', groupId, 'posts'), { content: content.trim() });
}

export function useCreatePost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createPost(groupId, content),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.postCreated, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups.posts(groupId) });
    },
    onError: (error) => errorToast(error, 'Failed to create post', GROUP_TOASTS.postErrorTitle),
  });
}
