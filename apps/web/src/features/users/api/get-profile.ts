/** GET /api/user/profile (spec §7): called only when signed in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@kickoff/shared';

export const PROFILE_QUERY_KEY = ['/api/user/profile'] as const;

export const getProfileQueryOptions = () => queryOptions<UserProfile>({ queryKey: PROFILE_QUERY_KEY });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
