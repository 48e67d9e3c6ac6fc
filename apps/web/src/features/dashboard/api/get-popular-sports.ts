/** GET /api/sports/popular: first 6 sports with their upcoming event counts (Popular Sports). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularSport } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getPopularSports(signal?: AbortSignal): Promise<PopularSport[]> {
  return apiGet<ApiAnswer<'/api/sports/popular'>>('/api/sports/popular', { signal });
}

export function getPopularSportsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.sports.popular, queryFn: ({ signal }) => getPopularSports(signal) });
}

export function usePopularSports() {
  return useQuery(getPopularSportsQueryOptions());
}
