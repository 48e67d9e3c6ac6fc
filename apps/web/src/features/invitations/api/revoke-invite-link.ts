/** DELETE /api/groups/{id}/invite-links/{linkId}: the link stops working at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { InviteLink } from './types';

export function revokeInviteLink(groupId: string, linkId: string): Promise<InviteLink> {
  return apiJson<ApiAnswer<'/api/groups/{id}/invite-links/{linkId}', 'delete'>>('DELETE', `/api/groups/${encodeURIComponent(groupId)}/invite-links/${encodeURIComponent(linkId)}`);
}

export function useRevokeInviteLink(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeInviteLink(groupId, linkId),
    onSuccess: () => {
      toast({ title: INVITES.toasts.linkRevoked, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups.inviteLinks(groupId) });
    },
    onError: (error) => errorToast(error, INVITES.errors.revokeLink),
  });
}
