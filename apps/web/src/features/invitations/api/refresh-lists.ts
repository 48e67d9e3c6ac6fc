/** The lists a new membership changes (spec §7 join refreshes) plus the invitations. */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export function refreshAfterJoin(queryClient: QueryClient) {
  return Promise.all(
    [queryKeys.groups.all, queryKeys.user.dashboard, queryKeys.user.joinedGroups, queryKeys.user.invitations].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
