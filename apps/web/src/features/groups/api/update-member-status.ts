/** PATCH /api/groups/{id}/members/{userId}/status {status}: approve, block and unblock on the manage screen. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { MemberStatus } from './types';
import { refreshGroupMembers } from './refresh-lists';

export function updateMemberStatus(groupId: string, userId: string, status: MemberStatus): Promise<unknown> {
  return apiJson('PATCH', `/api/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}/status`, { status });
}

export function useUpdateMemberStatus(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: MemberStatus }) => updateMemberStatus(groupId, userId, status),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.statusUpdated, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error, { status }) =>
      errorToast(
        error,
        status === 'blocked' ? ERROR_FALLBACKS.blockMember : ERROR_FALLBACKS.approveMember,
        GROUP_TOASTS.statusErrorTitle,
      ),
  });
}
