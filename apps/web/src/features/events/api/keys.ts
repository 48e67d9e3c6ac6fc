/** Query keys (the first segment is the URL, spec §7) and the cache refresh lists of spec §7. */
import type { QueryClient } from '@tanstack/react-query';

export const eventKeys = {
  all: ['/api/events'] as const,
  detail: (id: string) => ['/api/events', id] as const,
  participants: (id: string) => ['/api/events', id, 'participants'] as const,
  comments: (id: string) => ['/api/events', id, 'comments'] as const,
  created: ['/api/user/created-events'] as const,
  joined: ['/api/user/events'] as const,
  dashboard: ['/api/user/dashboard'] as const,
  createdGroups: ['/api/user/created-groups'] as const,
};

type Refresh = 'join' | 'leave' | 'delete' | 'copy' | 'update' | 'create' | 'participants';

/**
 * Spec §7: join/leave refresh events and dashboard; delete, copy and update add the created events.
 * Mutation hooks start the refresh without awaiting it, so the caller's own onSuccess (toasts, redirects) runs
 * before the refreshed lists can unmount the component that asked (TanStack skips callbacks of unmounted callers).
 */
export function refreshEventLists(queryClient: QueryClient, kind: Refresh) {
  const keys: ReadonlyArray<readonly unknown[]> =
    kind === 'join' || kind === 'leave' || kind === 'participants'
      ? [eventKeys.all, eventKeys.dashboard, eventKeys.joined]
      : [eventKeys.all, eventKeys.created, eventKeys.dashboard, eventKeys.joined];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
