/** A host moves a participant: PUT .../waitlist, PUT .../activate, DELETE .../{participantId}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshEventLists } from './refresh-lists';

export type ParticipantAction = 'waitlist' | 'activate' | 'remove';

export function updateParticipant(eventId: string, participantId: string, action: ParticipantAction) {
  const base = apiPath('/api/events', eventId, 'participants', participantId);
  if (action === 'remove') return apiJson<unknown>('DELETE', base);
  return apiJson<unknown>('PUT', `${base}/${action}`);
}

export function useUpdateParticipant(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, action }: { participantId: string; action: ParticipantAction }) =>
      updateParticipant(eventId, participantId, action),
    onSettled: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(eventId) }),
        refreshEventLists(queryClient, 'participants'),
      ]),
  });
}

/** A host's move from outside a mounted mutation (the Undo in a toast, after the row moved to the other tab). */
export function useDetachedParticipantUpdate(eventId: string) {
  const queryClient = useQueryClient();
  return async (participantId: string, action: ParticipantAction) => {
    try {
      await updateParticipant(eventId, participantId, action);
    } finally {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(eventId) }),
        refreshEventLists(queryClient, 'participants'),
      ]);
    }
  };
}
