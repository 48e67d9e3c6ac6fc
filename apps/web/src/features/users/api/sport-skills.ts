/** GET and PUT /api/user/sport-skills (issue 14): the member's own level per sport, written whole. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SportSkills } from '@kickoff/shared';
import { apiGet, apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getSportSkills(signal?: AbortSignal): Promise<SportSkills> {
  return apiGet<ApiAnswer<'/api/user/sport-skills'>>('/api/user/sport-skills', { signal });
}

export function getSportSkillsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.sportSkills, queryFn: ({ signal }) => getSportSkills(signal) });
}

export function useSportSkills() {
  return useQuery(getSportSkillsQueryOptions());
}

export function setSportSkills(skills: SportSkills['skills']): Promise<SportSkills> {
  return apiJson<ApiAnswer<'/api/user/sport-skills', 'put'>>('PUT', '/api/user/sport-skills', { skills });
}

export function useSetSportSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSportSkills,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.user.sportSkills, saved),
  });
}
