/** POST /api/invites/{token}/accept: join (or ask to join) the link's group. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshAfterJoin } from './refresh-lists';
import type { Membership } from './types';

export function acceptInvite(token: string): Promise<Membership> {
  return apiJson<ApiAnswer<'/api/invites/{token}/accept', 'post'>>('POST', `/api/invites/${encodeURIComponent(token)}/accept`);
}

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: (membership) => {
      toast({ title: membership.status === 'active' ? INVITES.toasts.joined : INVITES.toasts.requested, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invites.preview(token) });
      return refreshAfterJoin(queryClient);
    },
    onError: (error) => errorToast(error, INVITES.errors.join),
  });
}
