import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { newIdempotencyKey } from '@/lib/idempotency';
import { sendOrQueue } from '@/lib/offline/queue';
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
    // Offline (issue 27): kept and sent when back online; "not joined" then means it was already done.
    mutationFn: () =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'leave',
          method: 'DELETE',
          url: `/api/events/${id}/leave`,
          scope: `participation:${id}`,
          text: MESSAGES.offline.queuedLeave,
          alreadyDone: MESSAGES.event.notParticipant,
        },
        () => leaveEvent(id),
      ),
    onSuccess: () => void getPlatform().haptic('light'),
    onSettled: () =>
      void Promise.all([refreshEventLists(queryClient, 'leave'), queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(id) })]),
  });
}
