/**
 * POST /api/groups/{id}/join: public groups make an active member, private ones a waiting one; a private group's
 * request may carry a message to its creator (issue 26).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS, type JoinGroupInput } from '@kickoff/shared';
import { ApiError, apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { getPlatform } from '@/lib/platform';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { Membership } from './types';
import { refreshMembershipLists } from './refresh-lists';

export function joinGroup(id: string, message?: string): Promise<Membership> {
  const body: JoinGroupInput | undefined = message?.trim() ? { message: message.trim() } : undefined;
  return apiJson<ApiAnswer<'/api/groups/{id}/join', 'post'>>('POST', `/api/groups/${encodeURIComponent(id)}/join`, body);
}

/**
 * Spec §8 has two success toasts for a join: "Group Joined!" on a group card and "Joined group successfully!" on the
 * group's page (`from: 'detail'`). A private group's join is a request, toasted as such on both.
 */
export function useJoinGroup({ from = 'card', onJoined }: { from?: 'card' | 'detail'; onJoined?(membership: Membership): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: string | { id: string; message?: string }) => (typeof input === 'string' ? joinGroup(input) : joinGroup(input.id, input.message)),
    onSuccess: (result) => {
      // What the server answered shows at once (a card's Member badge); the lists refresh behind it.
      onJoined?.(result);
      void getPlatform().haptic(result.status === 'waiting' ? 'light' : 'success');
      const joined = from === 'detail' ? GROUP_TOASTS.joinedSuccessfully : GROUP_TOASTS.joined;
      toast({ ...(result.status === 'waiting' ? GROUP_TOASTS.joinRequested : joined), variant: 'success' });
      return refreshMembershipLists(queryClient);
    },
    // A message the server refused is shown under its field by the request dialog.
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields?.message)) errorToast(error, ERROR_FALLBACKS.joinGroup, GROUP_TOASTS.joinErrorTitle);
    },
  });
}
