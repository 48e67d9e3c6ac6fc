/**
 * Venues (issue 28) as the shared screens read them: one venue (its page, Near me's "At <venue>" chip) and the venues
 * near a point (Discover's map). Not one feature's: the events feature filters by venue, the venues feature shows one.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

/** At most this many venues on the map: the closest ones. */
export const MAP_VENUES_LIMIT = 50;

export const getVenueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.venues.detail(id),
    queryFn: ({ signal }): Promise<Venue> => apiGet<ApiAnswer<'/api/venues/{id}'>>(`/api/venues/${encodeURIComponent(id)}`, { signal }),
  });

export function useVenue(id: string | undefined) {
  return useQuery({ ...getVenueQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** The venues within the searched circle, closest first; none asked without one. */
export function useVenuesNear(area: { near: string; radiusKm: number } | null) {
  const params = area ? { near: area.near, radiusKm: area.radiusKm, limit: MAP_VENUES_LIMIT } : {};
  return useQuery({
    queryKey: queryKeys.venues.near(params),
    queryFn: ({ signal }): Promise<{ items: Venue[] }> => apiGet<ApiAnswer<'/api/venues'>>('/api/venues', { params, signal }),
    enabled: Boolean(area),
    placeholderData: keepPreviousData,
  });
}
