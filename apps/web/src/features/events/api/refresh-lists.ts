/** The list refreshes of spec §7 after an event mutation. */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

type Refresh = 'join' | 'leave' | 'delete' | 'copy' | 'update' | 'create' | 'participants';

/**
 * Spec §7: join/leave refresh events and dashboard; delete, copy and update add the created events.
 * Mutation hooks start the refresh without awaiting it, so the caller's own onSuccess (toasts, redirects) runs
 * before the refreshed lists can unmount the component that asked (TanStack skips callbacks of unmounted callers).
 */
export function refreshEventLists(queryClient: QueryClient, kind: Refresh) {
  const { events, user } = queryKeys;
  const keys: ReadonlyArray<readonly unknown[]> =
    kind === 'join' || kind === 'leave' || kind === 'participants'
      ? [events.all, user.dashboard, user.joinedEvents]
      : [events.all, user.createdEvents, user.dashboard, user.joinedEvents];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
