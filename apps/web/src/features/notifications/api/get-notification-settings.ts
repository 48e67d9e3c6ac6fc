/** GET /api/notifications/settings: the reminder's hours before an event (1-24). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from './types';
import { apiGet } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiGet<NotificationSettings>('/api/notifications/settings', { signal });
}

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.settings, queryFn: ({ signal }) => getNotificationSettings(signal) });

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}
