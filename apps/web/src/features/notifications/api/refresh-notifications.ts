import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { UnreadCount } from './types';

/** The list and the badge, after a read or when a push arrives. */
export function refreshNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount });
}

/** A read answers the new unread count: the badge shows it at once, then both refresh. */
export function onRead(queryClient: QueryClient, data: UnreadCount) {
  queryClient.setQueryData(queryKeys.notifications.unreadCount, data);
  refreshNotifications(queryClient);
}
