import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { eventKeys } from './keys';
import type { GroupMember, GroupOption } from './types';

/** GET /api/user/created-groups: the groups an event can belong to (spec §5). */
export function useCreatedGroups() {
  return useQuery<GroupOption[]>({ queryKey: eventKeys.createdGroups });
}

/** GET /api/groups/{id}/members, not cached (spec §7): the co-host picker's choices. */
export function useGroupMembers(groupId: string | null | undefined) {
  return useQuery<GroupMember[]>({
    queryKey: ['/api/groups', groupId, 'members', 'cohost-picker'],
    queryFn: async () => {
      const data = await apiJson<GroupMember[] | { items: GroupMember[] }>('GET', `/api/groups/${groupId}/members?status=active&limit=50`);
      return Array.isArray(data) ? data : data.items;
    },
    enabled: Boolean(groupId),
    staleTime: 0,
    gcTime: 0,
  });
}
