/** GET /api/events (Discover, rulings §4): upcoming events, soonest first, cursor paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { apiGet, type QueryParams } from '@/lib/api';
import type { ApiSchema } from '@/lib/api-contract';
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
  /** One venue's games (issue 28: the venue page). */
  venueId?: string;
}

/** A calendar day as a date input writes it (no February 30th). */
function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3]);
}

/**
 * Date inputs give local days; the API takes instants: from the start of "from" to the end of "to". Anything else (a
 * hand-edited link) goes as it is, so the server answers with its own words (issue 26), never a crash here.
 */
function instantOf(day: string | undefined, time: string): string | undefined {
  if (!day) return undefined;
  return isCalendarDay(day) ? new Date(`${day}T${time}`).toISOString() : day;
}

function toRange(filters: DiscoverFilters) {
  const from = instantOf(filters.from, '00:00:00');
  const to = instantOf(filters.to, '23:59:59.999');
  return { sport: filters.sport, q: filters.q?.trim() || undefined, skillLevel: filters.skillLevel, from, to };
}

export function getEvents(params: QueryParams, cursor?: string, signal?: AbortSignal): Promise<EventCardPage> {
  // /api/events answers cards without `featured`: the document's EventCardPage.
  return apiGet<ApiSchema<'EventCardPage'>>('/api/events', { params: { ...params, cursor }, signal });
}

export function getEventsQueryOptions(filters: DiscoverFilters) {
  const params = {
    ...toRange(filters),
    near: filters.near,
    radiusKm: filters.near ? filters.radiusKm : undefined,
    sort: filters.near ? filters.sort : undefined,
    groupId: filters.groupId,
    venueId: filters.venueId,
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
