/**
 * A host moves a participant: PUT .../waitlist (its places held or given to the next in line), PUT .../activate,
 * PUT .../let-in (a chosen waitlisted party, the capacity raised if it must; issue 26), DELETE .../{participantId}.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistParticipantInput } from '@kickoff/shared';
import { apiJson, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshEventLists } from './refresh-lists';

export type ParticipantAction = 'waitlist' | 'activate' | 'remove' | 'let-in';
export type FreedPlaces = NonNullable<WaitlistParticipantInput>['freedPlaces'];

export function updateParticipant(eventId: string, participantId: string, action: ParticipantAction, freedPlaces?: FreedPlaces) {
  const base = apiPath('/api/events', eventId, 'participants', participantId);
  if (action === 'remove') return apiJson<unknown>('DELETE', base);
  if (action === 'waitlist' && freedPlaces) return apiJson<unknown>('PUT', `${base}/waitlist`, { freedPlaces } satisfies WaitlistParticipantInput);
  return apiJson<unknown>('PUT', `${base}/${action}`);
}

export function useUpdateParticipant(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, action, freedPlaces }: { participantId: string; action: ParticipantAction; freedPlaces?: FreedPlaces }) =>
      updateParticipant(eventId, participantId, action, freedPlaces),
    // Also after a 409 (the person is no longer waitlisted): the list shows how things stand now.
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
