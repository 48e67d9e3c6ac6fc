/** Balanced teams (issue 14): read, balance (a new draft), save or publish. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceTeamsInput, SaveTeamsInput } from '@kickoff/shared';
import { apiGet, apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

const teamsKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'teams'] as const;

export function useEventTeams(eventId: string, enabled = true) {
  return useQuery({ queryKey: teamsKey(eventId), queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/events/{id}/teams'>>(apiPath('/api/events', eventId, 'teams'), { signal }), enabled });
}

export function useBalanceTeams(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BalanceTeamsInput) => apiJson<ApiAnswer<'/api/events/{id}/teams/balance', 'post'>>('POST', apiPath('/api/events', eventId, 'teams', 'balance'), input),
    onSuccess: (teams) => queryClient.setQueryData(teamsKey(eventId), teams),
  });
}

export function useSaveTeams(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTeamsInput) => apiJson<ApiAnswer<'/api/events/{id}/teams', 'put'>>('PUT', apiPath('/api/events', eventId, 'teams'), input),
    onSuccess: (teams) => queryClient.setQueryData(teamsKey(eventId), teams),
  });
}
