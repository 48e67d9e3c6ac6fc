/**
 * The organizer's profile time zone, the default zone of a new event (issue 15): GET /api/user/profile under the
 * profile's own key (the cache holds it once), reduced to its `timezone`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet<ApiAnswer<'/api/user/profile'>>('/api/user/profile', { signal });
}

const profileQueryOptions = () => queryOptions({ queryKey: queryKeys.user.profile, queryFn: ({ signal }) => getProfile(signal) });

/** The profile's zone (null when unset or not loaded yet); off while `enabled` is false. */
export function useProfileTimeZone(enabled: boolean): string | null {
  const profile = useQuery({ ...profileQueryOptions(), enabled, select: (p) => p.timezone });
  return profile.data ?? null;
}
