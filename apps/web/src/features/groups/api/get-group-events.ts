/** GET /api/groups/{id}/events: the group's upcoming events, soonest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupEvent, Page } from '../types';
import { groupKeys } from './keys';
import { fetchPage, groupPath } from './page';

export const GROUP_EVENTS_SHOWN = 50;

export function getGroupEventsQueryOptions(id: string) {
  return queryOptions({
    queryKey: groupKeys.events(id),
    queryFn: () => fetchPage<Page<GroupEvent>>(groupPath(id, 'events'), { limit: GROUP_EVENTS_SHOWN }),
  });
}

export function useGroupEvents(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGroupEventsQueryOptions(id), enabled: options.enabled ?? true });
}
