import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { apiJson, urlFromQueryKey } from '@/lib/api';
import { eventKeys } from './keys';
import type { EventSummary, Page } from './types';

export interface DiscoverFilters {
  sport?: string;
  q?: string;
  from?: string;
  to?: string;
  skillLevel?: string;
}

/** Date inputs give local days; the API takes instants: from the start of "from" to the end of "to". */
function toRange(filters: DiscoverFilters) {
  const from = filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined;
  const to = filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined;
  return { sport: filters.sport, q: filters.q?.trim() || undefined, skillLevel: filters.skillLevel, from, to };
}

/** GET /api/events (Discover, rulings §4): upcoming events, soonest first, cursor paged. */
export function getEventsQueryOptions(filters: DiscoverFilters) {
  const params = { ...toRange(filters), limit: LIMITS.pageSizeDefault };
  return {
    queryKey: [...eventKeys.all, params] as const,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      apiJson<Page<EventSummary>>('GET', urlFromQueryKey([eventKeys.all[0], { ...params, cursor: pageParam }])),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<EventSummary>) => last.nextCursor ?? undefined,
  };
}

export function useDiscoverEvents(filters: DiscoverFilters) {
  return useInfiniteQuery(getEventsQueryOptions(filters));
}
