/**
 * GET /api/groups/{id}/events: the group's upcoming games, soonest first, or (`scope=past`) its past ones, latest
 * first (issue 18), in cursor pages. The delete dialog counts the first upcoming page; the group page pages both.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { GroupEventPage } from './types';

export const GROUP_EVENTS_SHOWN = 50;
/** The group page's first page of each section (then "Load more"). */
const GROUP_EVENTS_PAGE = 10;

export type GroupEventSection = 'upcoming' | 'past';

export function getGroupEvents(
  id: string,
  params: { scope?: GroupEventSection; limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<GroupEventPage> {
  return apiGet<ApiAnswer<'/api/groups/{id}/events'>>(apiPath('/api/groups', id, 'events'), { params: { limit: GROUP_EVENTS_SHOWN, ...params }, signal });
}

export function getGroupEventsQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.groups.events(id), queryFn: ({ signal }) => getGroupEvents(id, {}, signal) });
}

export function useGroupEvents(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGroupEventsQueryOptions(id), enabled: options.enabled ?? true });
}

export function getGroupEventPagesQueryOptions(id: string, scope: GroupEventSection) {
  const params = { scope, limit: GROUP_EVENTS_PAGE } as const;
  return infiniteQueryOptions({
    queryKey: queryKeys.groups.eventList(id, params),
    queryFn: ({ pageParam, signal }) => getGroupEvents(id, { ...params, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useGroupEventPages(id: string, scope: GroupEventSection, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getGroupEventPagesQueryOptions(id, scope), enabled: options.enabled ?? true });
}
