/** GET /api/groups/{id}: the group with the caller's membership (404 for unknown or invisible groups). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '../types';
import { groupKeys } from './keys';

export function getGroupQueryOptions(id: string) {
  return queryOptions<GroupDetail>({ queryKey: groupKeys.detail(id) });
}

export function useGroup(id: string) {
  return useQuery(getGroupQueryOptions(id));
}
