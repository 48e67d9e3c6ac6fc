/** POST /api/groups/{id}/invite-links {expiresInDays?, maxUses?, joinMode}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { CreateInviteLinkInput, InviteLink } from './types';

export function createInviteLink(groupId: string, input: CreateInviteLinkInput): Promise<InviteLink> {
  return apiJson<ApiAnswer<'/api/groups/{id}/invite-links', 'post'>>('POST', `/api/groups/${encodeURIComponent(groupId)}/invite-links`, input);
}

export function useCreateInviteLink(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInviteLinkInput) => createInviteLink(groupId, input),
    onSuccess: () => {
      toast({ title: INVITES.toasts.linkCreated, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups.inviteLinks(groupId) });
    },
    onError: (error) => errorToast(error, INVITES.errors.createLink),
  });
}
