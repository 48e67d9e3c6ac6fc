/** PUT /api/notifications/settings: answers the saved settings. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from './types';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function updateNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return apiJson<NotificationSettings>('PUT', '/api/notifications/settings', settings);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notifications.settings, data),
  });
}
