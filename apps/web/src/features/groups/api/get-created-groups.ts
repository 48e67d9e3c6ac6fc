/** GET /api/user/created-groups: the organizer's own groups ("My Groups"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '../types';
import { groupKeys } from './keys';

export function getCreatedGroupsQueryOptions() {
  return queryOptions<Group[]>({ queryKey: groupKeys.created });
}

export function useCreatedGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCreatedGroupsQueryOptions(), enabled: options.enabled ?? true });
}
