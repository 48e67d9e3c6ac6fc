/** GET /api/user/groups: the groups the user joined ("My Joined Groups"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '../types';
import { groupKeys } from './keys';

export function getJoinedGroupsQueryOptions() {
  return queryOptions<Group[]>({ queryKey: groupKeys.joined });
}

export function useJoinedGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getJoinedGroupsQueryOptions(), enabled: options.enabled ?? true });
}
