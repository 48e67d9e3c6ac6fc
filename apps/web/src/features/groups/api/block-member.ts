/** POST /api/groups/{id}/block {blockedUserId, reason}: removes the member and bars rejoining. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshGroupMembers } from './refresh-lists';

export interface BlockMemberInput {
  blockedUserId: string;
  reason?: string;
}

export function blockMember(groupId: string, input: BlockMemberInput): Promise<unknown> {
  const reason = input.reason?.trim();
  return apiJson('POST', `/api/groups/${encodeURIComponent(groupId)}/block`, {
    blockedUserId: input.blockedUserId,
    ...(reason ? { reason } : {}),
  });
}

export function useBlockMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockMemberInput) => blockMember(groupId, input),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.memberBlocked, variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.blockMember),
  });
}
