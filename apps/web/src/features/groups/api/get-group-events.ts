/** GET /api/groups/{id}/events: the group's upcoming events, soonest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { GroupEventPage } from './types';

export const GROUP_EVENTS_SHOWN = 50;

export function getGroupEvents(id: string, signal?: AbortSignal): Promise<GroupEventPage> {
  return apiGet<GroupEventPage>(apiPath('/api/groups', id, 'events'), { params: { limit: GROUP_EVENTS_SHOWN }, signal });
}

export function getGroupEventsQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.groups.events(id), queryFn: ({ signal }) => getGroupEvents(id, signal) });
}

export function useGroupEvents(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGroupEventsQueryOptions(id), enabled: options.enabled ?? true });
}
