/** DELETE /api/groups/{id}/leave. The creator cannot leave their own group (the server says why). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_TOASTS } from '@kickoff/shared';
import { apiRequest } from '@/lib/api';
import { getPlatform } from '@/lib/platform';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshMembershipLists } from './refresh-lists';

export async function leaveGroup(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/groups/${encodeURIComponent(id)}/leave`);
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => leaveGroup(id),
    onSuccess: () => {
      void getPlatform().haptic('light');
      toast({ ...GROUP_TOASTS.left, variant: 'success' });
      return refreshMembershipLists(queryClient);
    },
    onError: (error) => errorToast(error, 'Failed to leave group', GROUP_TOASTS.leaveErrorTitle),
  });
}
