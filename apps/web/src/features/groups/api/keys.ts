/** Query keys of the groups feature (spec §7: the first segment is the path) and the refreshes after mutations. */
import type { QueryClient } from '@tanstack/react-query';

export const groupKeys = {
  all: ['/api/groups'] as const,
  discover: (filters: { q?: string; sport?: string }) => ['/api/groups', filters] as const,
  detail: (id: string) => ['/api/groups', id] as const,
  events: (id: string) => ['/api/groups', id, 'events'] as const,
  posts: (id: string) => ['/api/groups', id, 'posts'] as const,
  members: (id: string) => ['/api/groups', id, 'members'] as const,
  blocked: (id: string) => ['/api/groups', id, 'blocked'] as const,
  created: ['/api/user/created-groups'] as const,
  joined: ['/api/user/groups'] as const,
  dashboard: ['/api/user/dashboard'] as const,
};

/** Group create, update, delete: groups and created-groups (spec §7), plus the dashboard counters. */
export function refreshGroupLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({ queryKey: groupKeys.created }),
    queryClient.invalidateQueries({ queryKey: groupKeys.dashboard }),
  ]);
}

/** Group join and leave: groups, dashboard, user groups (spec §7). */
export function refreshMembershipLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({ queryKey: groupKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: groupKeys.joined }),
  ]);
}

/** Member management: the group (counts), its members and blocked lists. */
export function refreshGroupMembers(queryClient: QueryClient, groupId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
    queryClient.invalidateQueries({ queryKey: groupKeys.created }),
  ]);
}
