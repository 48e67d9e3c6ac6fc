import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { eventKeys, refreshEventLists } from './keys';
import type { EventParticipant } from './types';

/** GET /api/events/{id}/participants. */
export function useParticipants(eventId: string, enabled = true) {
  return useQuery<EventParticipant[]>({ queryKey: eventKeys.participants(eventId), enabled });
}

type ParticipantAction = 'waitlist' | 'activate' | 'remove';

/** PUT .../waitlist, PUT .../activate, DELETE .../{participantId}. */
export function changeParticipant(eventId: string, participantId: string, action: ParticipantAction) {
  const base = `/api/events/${eventId}/participants/${participantId}`;
  if (action === 'remove') return apiJson<unknown>('DELETE', base);
  return apiJson<unknown>('PUT', `${base}/${action}`);
}

export function useChangeParticipant(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, action }: { participantId: string; action: ParticipantAction }) =>
      changeParticipant(eventId, participantId, action),
    onSettled: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.participants(eventId) }),
        refreshEventLists(queryClient, 'participants'),
      ]),
  });
}
