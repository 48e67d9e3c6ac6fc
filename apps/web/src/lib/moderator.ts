/**
 * Whether the signed-in person is a platform moderator (issue 34): the profile says so (`isModerator`). The account
 * menu links to the console and the console opens only then; the console's own routes answer 404 to anyone else.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';
import type { ApiAnswer } from './api-contract';
import { useAuth } from './auth';
import { queryKeys } from './query-keys';

/** `undefined` while the profile loads (or failed), then true or false. */
export function useIsModerator(): boolean | undefined {
  const { user } = useAuth();
  const profile = useQuery({
    queryKey: queryKeys.user.profile,
    queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/user/profile'>>('/api/user/profile', { signal }),
    enabled: Boolean(user),
  });
  if (!profile.data) return undefined;
  return profile.data.isModerator;
}
