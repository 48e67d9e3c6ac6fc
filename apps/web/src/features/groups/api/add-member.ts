/** POST /api/groups/{id}/add-member {email}: adds an existing user as an active member. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshGroupMembers } from './refresh-lists';

export function addMember(groupId: string, email: string): Promise<unknown> {
  return apiJson('POST', `/api/groups/${encodeURIComponent(groupId)}/add-member`, { email: email.trim() });
}

export function useAddMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addMember(groupId, email),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.memberAdded, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.addMember),
  });
}
