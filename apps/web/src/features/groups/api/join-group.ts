/** POST /api/groups/{id}/join (empty body): public groups make an active member, private ones a waiting one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { getPlatform } from '@/lib/platform';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { Membership } from './types';
import { refreshMembershipLists } from './refresh-lists';

export function joinGroup(id: string): Promise<Membership> {
  return apiJson<ApiAnswer<'/api/groups/{id}/join', 'post'>>('POST', `/api/groups/${encodeURIComponent(id)}/join`);
}

/**
 * Spec §8 has two success toasts for a join: "Group Joined!" on a group card and "Joined group successfully!" on the
 * group's page (`from: 'detail'`). A private group's join is a request, toasted as such on both.
 */
export function useJoinGroup({ from = 'card' }: { from?: 'card' | 'detail' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => joinGroup(id),
    onSuccess: (result) => {
      void getPlatform().haptic(result.status === 'waiting' ? 'light' : 'success');
      const joined = from === 'detail' ? GROUP_TOASTS.joinedSuccessfully : GROUP_TOASTS.joined;
      toast({ ...(result.status === 'waiting' ? GROUP_TOASTS.joinRequested : joined), variant: 'success' });
      return refreshMembershipLists(queryClient);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.joinGroup, GROUP_TOASTS.joinErrorTitle),
  });
}
