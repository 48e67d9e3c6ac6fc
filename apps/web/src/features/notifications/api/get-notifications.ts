/** GET /api/notifications: the bell's list, newest first (read afresh whenever the bell opens). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from './types';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

const LIMIT = 20;

export function getNotifications(signal?: AbortSignal): Promise<NotificationPage> {
  return apiGet<ApiAnswer<'/api/notifications'>>('/api/notifications', { params: { limit: LIMIT }, signal });
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.list(LIMIT), queryFn: ({ signal }) => getNotifications(signal), staleTime: 0 });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}
