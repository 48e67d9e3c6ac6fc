/** GET /api/notifications (the bell's list) and /api/notifications/unread-count (the bell's badge). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@kickoff/shared';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
export const UNREAD_COUNT_KEY = ['/api/notifications/unread-count'] as const;

/** The badge refreshes now and then (and at once when a push arrives, see useRefreshNotifications). */
const UNREAD_POLL_MS = 60_000;

export const getNotificationsQueryOptions = () =>
  queryOptions<NotificationPage>({ queryKey: [...NOTIFICATIONS_KEY, { limit: 20 }], staleTime: 0 });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}

export function useUnreadCount() {
  return useQuery<{ unreadCount: number }>({
    queryKey: UNREAD_COUNT_KEY,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}
