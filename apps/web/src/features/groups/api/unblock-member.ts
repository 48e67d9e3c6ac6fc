/** DELETE /api/groups/{id}/block/{userId}: removes the block record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiRequest } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshGroupMembers } from './refresh-lists';

export async function unblockMember(groupId: string, userId: string): Promise<void> {
  await apiRequest('DELETE', `/api/groups/${encodeURIComponent(groupId)}/block/${encodeURIComponent(userId)}`);
}

export function useUnblockMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unblockMember(groupId, userId),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.memberUnblocked, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.unblockMember),
  });
}
