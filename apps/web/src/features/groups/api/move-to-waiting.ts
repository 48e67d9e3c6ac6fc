/** POST /api/groups/{id}/members/{userId}/waiting: active -> waiting. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_TOASTS } from '@kickoff/shared';
import { apiRequest } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshGroupMembers } from './refresh-lists';

export async function moveToWaiting(groupId: string, userId: string): Promise<void> {
  await apiRequest('POST', `/api/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}/waiting`);
}

export function useMoveToWaiting(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => moveToWaiting(groupId, userId),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.movedToWaiting, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, 'Failed to move member to waiting list', GROUP_TOASTS.waitingErrorTitle),
  });
}
