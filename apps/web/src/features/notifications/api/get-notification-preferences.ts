/** GET /api/notifications/preferences: each kind's channels, the reminder hours, and whether email can reach you. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from './types';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiGet<ApiAnswer<'/api/notifications/preferences'>>('/api/notifications/preferences', { signal });
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.preferences, queryFn: ({ signal }) => getNotificationPreferences(signal) });

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
