/**
 * GET /api/events?featured=true&limit=6: "Happening This Week" (spec §7). The key starts with the events list path, so
 * the events mutations that refresh that list refresh this one too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type EventPage } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiSchema } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getFeaturedEvents(signal?: AbortSignal): Promise<EventPage> {
  // /api/events answers cards, or whole events with `featured`: the document's EventPage.
  return apiGet<ApiSchema<'EventPage'>>('/api/events', { params: { featured: 'true', limit: LIMITS.featuredLimit }, signal });
}

export function getFeaturedEventsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.events.featured(LIMITS.featuredLimit), queryFn: ({ signal }) => getFeaturedEvents(signal) });
}

export function useFeaturedEvents() {
  return useQuery(getFeaturedEventsQueryOptions());
}
