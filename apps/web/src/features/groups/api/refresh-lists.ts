/** The list refreshes of spec §7 after a group mutation. */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

const invalidate = (queryClient: QueryClient, keys: ReadonlyArray<readonly unknown[]>) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Group create, update: groups and created-groups (spec §7), plus the dashboard counters. */
export function refreshGroupLists(queryClient: QueryClient) {
  return invalidate(queryClient, [queryKeys.groups.all, queryKeys.user.createdGroups, queryKeys.user.dashboard]);
}

/** Group join and leave: groups, dashboard, user groups (spec §7). */
export function refreshMembershipLists(queryClient: QueryClient) {
  return invalidate(queryClient, [queryKeys.groups.all, queryKeys.user.dashboard, queryKeys.user.joinedGroups]);
}

/** Member management: the group (counts, its members and blocked lists) and the creator's groups. */
export function refreshGroupMembers(queryClient: QueryClient, groupId: string) {
  return invalidate(queryClient, [queryKeys.groups.detail(groupId), queryKeys.user.createdGroups]);
}
