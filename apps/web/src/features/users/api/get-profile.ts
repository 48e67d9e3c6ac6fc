/** GET /api/user/profile (spec §7): called only when signed in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet<ApiAnswer<'/api/user/profile'>>('/api/user/profile', { signal });
}

export const getProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.user.profile, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
