/** GET/PUT /api/notifications/settings: the reminder's hours before an event (1-24). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { SETTINGS_KEY } from './push';

export function useNotificationSettings() {
  return useQuery<NotificationSettings>({ queryKey: SETTINGS_KEY });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => apiJson<NotificationSettings>('PUT', '/api/notifications/settings', settings),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_KEY, data),
  });
}
