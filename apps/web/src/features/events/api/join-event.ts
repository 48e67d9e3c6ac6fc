import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import type { JoinEventResponse } from '@kickoff/shared';
import { queryKeys } from '@/lib/query-keys';
import { refreshEventLists } from './refresh-lists';

/** POST /api/events/{id}/join with {guestCount}; the card's own join sends no body (= 0 guests). */
export function joinEvent(id: string, guestCount?: number) {
  return apiJson<JoinEventResponse>('POST', `/api/events/${id}/join`, guestCount === undefined ? undefined : { guestCount });
}

export function useJoinEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestCount?: number) => joinEvent(id, guestCount),
    onSettled: () =>
      void Promise.all([refreshEventLists(queryClient, 'join'), queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(id) })]),
  });
}
