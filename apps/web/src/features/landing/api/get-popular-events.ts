/** GET /api/events?featured=true&limit=6: the landing's Popular Events (spec §2, §7), open to signed-out visitors. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type EventPage } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiSchema } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

// The dashboard's "Happening This Week" is the same call under the same key; features do not import each other.
export function getPopularEvents(signal?: AbortSignal): Promise<EventPage> {
  // /api/events answers cards, or whole events with `featured`: the document's EventPage.
  return apiGet<ApiSchema<'EventPage'>>('/api/events', { params: { featured: 'true', limit: LIMITS.featuredLimit }, signal });
}

export function usePopularEvents() {
  return useQuery(queryOptions({ queryKey: queryKeys.events.featured(LIMITS.featuredLimit), queryFn: ({ signal }) => getPopularEvents(signal) }));
}
