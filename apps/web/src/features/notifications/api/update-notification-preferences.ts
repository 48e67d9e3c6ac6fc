/**
 * PUT /api/notifications/preferences: some channels of some kinds and/or the reminder hours. The switch moves at
 * once (optimistic) and moves back when the server refuses; the answer is the saved whole.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, UpdateNotificationPreferencesInput } from './types';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function updateNotificationPreferences(input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
  return apiJson<ApiAnswer<'/api/notifications/preferences', 'put'>>('PUT', '/api/notifications/preferences', input);
}

function applied(current: NotificationPreferences, input: UpdateNotificationPreferencesInput): NotificationPreferences {
  const kinds = { ...current.kinds };
  for (const [kind, change] of Object.entries(input.kinds ?? {}) as [keyof typeof kinds, Partial<NotificationPreferences['kinds'][keyof typeof kinds]>][]) {
    kinds[kind] = { ...kinds[kind], ...change };
  }
  return { ...current, kinds, reminderHours: input.reminderHours ?? current.reminderHours };
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.preferences;
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      if (previous) queryClient.setQueryData(key, applied(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
