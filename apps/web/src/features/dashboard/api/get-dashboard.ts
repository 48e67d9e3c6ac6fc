/** GET /api/user/dashboard: the counters and the first upcoming events (spec §3 "Dashboard data"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiGet<ApiAnswer<'/api/user/dashboard'>>('/api/user/dashboard', { signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
