/** DELETE /api/groups/{id}: the group goes with its events, posts and memberships (rulings §5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiRequest } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';

export async function deleteGroup(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/groups/${encodeURIComponent(id)}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteGroup(id),
    onSuccess: (_data, id) => {
      toast({ ...GROUP_TOASTS.deleted, variant: 'success' });
      // The open detail screen navigates away: mark its queries stale without refetching them into a 404 first.
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups.all, predicate: (q) => q.queryKey[1] !== id });
      const { user, events } = queryKeys;
      for (const key of [user.createdGroups, user.joinedGroups, user.dashboard, events.all, user.createdEvents]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.deleteGroup),
  });
}
