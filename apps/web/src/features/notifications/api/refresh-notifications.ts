import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { AppNotification, UnreadCount } from './types';

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

/**
 * Opening a notification refreshes what it is about: lists are cached until a mutation refreshes them (spec §7), and
 * the new post, comment, member or request the notification tells of came from someone else.
 */
export function refreshNotificationSubject(queryClient: QueryClient, n: Pick<AppNotification, 'data'>) {
  if (n.data.groupId) void queryClient.invalidateQueries({ queryKey: queryKeys.groups.detail(n.data.groupId) });
  if (n.data.eventId) void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(n.data.eventId) });
}
