/** DELETE /api/groups/{id}/members/{userId}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiRequest } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshGroupMembers } from './refresh-lists';

export async function removeMember(groupId: string, userId: string): Promise<void> {
  await apiRequest('DELETE', `/api/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`);
}

export function useRemoveMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(groupId, userId),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.memberRemoved, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.removeMember),
  });
}
