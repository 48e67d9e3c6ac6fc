import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { getPlatform } from '@/lib/platform';
import { queryKeys } from '@/lib/query-keys';
import { refreshEventLists } from './refresh-lists';

/** DELETE /api/events/{id}/leave. */
export function leaveEvent(id: string) {
  return apiJson<unknown>('DELETE', `/api/events/${id}/leave`);
}

export function useLeaveEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveEvent(id),
    onSuccess: () => void getPlatform().haptic('light'),
    onSettled: () =>
      void Promise.all([refreshEventLists(queryClient, 'leave'), queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(id) })]),
  });
}
