/** DELETE /api/groups/{id}/invitations/{invitationId}: the creator withdraws a pending invitation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, toast } from '@/components/ui/use-toast';

export function withdrawInvitation(groupId: string, invitationId: string): Promise<{ ok: true }> {
  return apiJson<ApiAnswer<'/api/groups/{id}/invitations/{invitationId}', 'delete'>>('DELETE', `/api/groups/${encodeURIComponent(groupId)}/invitations/${encodeURIComponent(invitationId)}`);
}

export function useWithdrawInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => withdrawInvitation(groupId, invitationId),
    onSuccess: () => {
      toast({ title: INVITES.toasts.withdrawn, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups.sentInvitations(groupId) });
    },
    onError: (error) => errorToast(error, INVITES.errors.withdraw),
  });
}
