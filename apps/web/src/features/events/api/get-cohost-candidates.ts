/** GET /api/groups/{id}/members?status=active: the co-host picker's choices, not cached (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CohostCandidate } from './types';

export async function getCohostCandidates(groupId: string, signal?: AbortSignal): Promise<CohostCandidate[]> {
  const data = await apiGet<CohostCandidate[] | { items: CohostCandidate[] }>(apiPath('/api/groups', groupId, 'members'), {
    params: { status: 'active', limit: 50 },
    signal,
  });
  return Array.isArray(data) ? data : data.items;
}

export function getCohostCandidatesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groups.cohostCandidates(groupId),
    queryFn: ({ signal }) => getCohostCandidates(groupId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCohostCandidates(groupId: string | null | undefined) {
  return useQuery({ ...getCohostCandidatesQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
}
