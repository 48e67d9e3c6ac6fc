import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { apiJson, urlFromQueryKey } from '@/lib/api';
import { eventKeys } from './keys';
import type { EventSummary, Page } from './types';

/** The user's lists answer a cursor page; a plain array (spec §7's shape) is read as one page. */
function toPage(data: Page<EventSummary> | EventSummary[]): Page<EventSummary> {
  return Array.isArray(data) ? { items: data, nextCursor: null } : data;
}

function userEventsQueryOptions(key: readonly [string], enabled: boolean) {
  const params = { scope: 'all', limit: LIMITS.pageSizeDefault };
  return {
    queryKey: [...key, params] as const,
    queryFn: async ({ pageParam }: { pageParam: string | undefined }) =>
      toPage(await apiJson<Page<EventSummary> | EventSummary[]>('GET', urlFromQueryKey([key[0], { ...params, cursor: pageParam }]))),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<EventSummary>) => last.nextCursor ?? undefined,
    enabled,
  };
}

/** GET /api/user/created-events (the organizer's "My Events"). */
export function useCreatedEvents(enabled = true) {
  return useInfiniteQuery(userEventsQueryOptions(eventKeys.created, enabled));
}

/** GET /api/user/events (the member's "My Joined Events"). */
export function useJoinedEvents(enabled = true) {
  return useInfiniteQuery(userEventsQueryOptions(eventKeys.joined, enabled));
}
