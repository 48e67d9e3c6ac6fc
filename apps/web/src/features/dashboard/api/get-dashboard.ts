/** GET /api/user/dashboard: the counters and the first upcoming events (spec §3 "Dashboard data"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@kickoff/shared';

export const dashboardKey = ['/api/user/dashboard'] as const;

export function getDashboardQueryOptions() {
  return queryOptions<Dashboard>({ queryKey: dashboardKey });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
