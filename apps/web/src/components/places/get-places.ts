/** GET /api/places?q=: the location type-ahead of the event, group and profile forms (so not one feature's). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN, type PlacesResponse } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { formatNear, loadNearChoice } from '@/lib/near-me';

/** Where the person is, when Near me knows (issue 28: venues near them first; else the server uses the home area). */
function nearParam(): string | undefined {
  const choice = loadNearChoice();
  return choice ? formatNear(choice) : undefined;
}

export function getPlaces(q: string, signal?: AbortSignal): Promise<PlacesResponse> {
  return apiGet<ApiAnswer<'/api/places'>>('/api/places', { params: { q, near: nearParam() }, signal });
}

export const getPlacesQueryOptions = (q: string) =>
  queryOptions({ queryKey: queryKeys.places.search(q), queryFn: ({ signal }) => getPlaces(q, signal) });

/** Places for the typed text once it has 2 characters; the previous answer stays up while the next one loads. */
export function usePlaces(q: string) {
  const text = q.trim();
  return useQuery({ ...getPlacesQueryOptions(text), enabled: text.length >= PLACE_QUERY_MIN, placeholderData: keepPreviousData });
}
