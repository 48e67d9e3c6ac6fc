/** GET /api/events (Discover, rulings §4): upcoming events, soonest first, cursor paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { apiGet, type QueryParams } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { EventCardPage } from './types';

export interface DiscoverFilters {
  sport?: string;
  q?: string;
  from?: string;
  to?: string;
  skillLevel?: string;
  /** Near me: "<lat>,<lng>", the radius and the order (issue 12). */
  near?: string;
  radiusKm?: number;
  sort?: 'distance' | 'soonest';
  /** Page size (the map loads more per page). */
  limit?: number;
  /** One group's events (its public page for visitors). */
  groupId?: string;
}

/** Date inputs give local days; the API takes instants: from the start of "from" to the end of "to". */
function toRange(filters: DiscoverFilters) {
  const from = filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined;
  const to = filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined;
  return { sport: filters.sport, q: filters.q?.trim() || undefined, skillLevel: filters.skillLevel, from, to };
}

export function getEvents(params: QueryParams, cursor?: string, signal?: AbortSignal): Promise<EventCardPage> {
  return apiGet<EventCardPage>('/api/events', { params: { ...params, cursor }, signal });
}

export function getEventsQueryOptions(filters: DiscoverFilters) {
  const params = {
    ...toRange(filters),
    near: filters.near,
    radiusKm: filters.near ? filters.radiusKm : undefined,
    sort: filters.near ? filters.sort : undefined,
    groupId: filters.groupId,
    limit: filters.limit ?? LIMITS.pageSizeDefault,
  };
  return infiniteQueryOptions({
    queryKey: queryKeys.events.list(params),
    queryFn: ({ pageParam, signal }) => getEvents(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDiscoverEvents(filters: DiscoverFilters) {
  return useInfiniteQuery(getEventsQueryOptions(filters));
}
