/** GET /api/sports/popular: first 6 sports with their upcoming event counts (Popular Sports). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularSport } from '@kickoff/shared';

export function getPopularSportsQueryOptions() {
  return queryOptions<PopularSport[]>({ queryKey: ['/api/sports/popular'] });
}

export function usePopularSports() {
  return useQuery(getPopularSportsQueryOptions());
}
