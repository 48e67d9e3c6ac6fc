/** GET /api/notifications/unread-count: the bell's badge. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

import type { UnreadCount } from './types';

/** The badge refreshes now and then (and at once when a push arrives, see refreshNotifications). */
const UNREAD_POLL_MS = 60_000;

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet<ApiAnswer<'/api/notifications/unread-count'>>('/api/notifications/unread-count', { signal });
}

export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.unreadCount, queryFn: ({ signal }) => getUnreadCount(signal) });

export function useUnreadCount() {
  return useQuery({ ...getUnreadCountQueryOptions(), refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true, staleTime: 10_000 });
}
