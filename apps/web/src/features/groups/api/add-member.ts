/**
 * POST /api/groups/{id}/add-member {email} (issue 18): invites an existing user, who accepts or declines; someone who
 * had asked to join is approved instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS, INVITES, type AddMemberResult } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshGroupMembers } from './refresh-lists';

export function addMember(groupId: string, email: string): Promise<AddMemberResult> {
  return apiJson<ApiAnswer<'/api/groups/{id}/add-member', 'post'>>('POST', `/api/groups/${encodeURIComponent(groupId)}/add-member`, { email: email.trim() });
}

export function useAddMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addMember(groupId, email),
    onSuccess: (result) => {
      toast(result.outcome === 'invited' ? { title: INVITES.toasts.invitationSent, variant: 'success' } : { ...GROUP_TOASTS.memberAdded, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.addMember),
  });
}
