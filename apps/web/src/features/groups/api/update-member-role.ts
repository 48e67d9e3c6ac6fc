/** PATCH /api/groups/{id}/members/{userId}/role {role}: the creator promotes a member to admin and back (rulings §5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { Membership } from './types';
import { refreshGroupMembers } from './refresh-lists';

export type AssignableRole = 'admin' | 'member';

export function updateMemberRole(groupId: string, userId: string, role: AssignableRole): Promise<Membership> {
  return apiJson<ApiAnswer<'/api/groups/{id}/members/{userId}/role', 'patch'>>('PATCH', `/api/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}/role`, { role });
}

export function useUpdateMemberRole(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) => updateMemberRole(groupId, userId, role),
    onSuccess: (_data, { role }) => {
      toast({ title: role === 'admin' ? 'Admin added' : 'Admin removed', variant: 'success' });
      return refreshGroupMembers(queryClient, groupId);
    },
    onError: (error) => errorToast(error, 'Failed to update member role'),
  });
}
