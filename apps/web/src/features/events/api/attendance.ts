/** Game day attendance (issue 14): hosts mark parties, a participant checks in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Attendance } from '@kickoff/shared';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { newIdempotencyKey } from '@/lib/idempotency';
import { sendOrQueue } from '@/lib/offline/queue';
import { participationScope } from './join-event';
import type { EventParticipant } from './types';

export function useMarkAttendance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, attendance }: { participantId: string; attendance: Attendance }) =>
      apiJson<EventParticipant[]>('PUT', `${apiPath('/api/events', eventId, 'participants', participantId)}/attendance`, { attendance }),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.events.participants(eventId), list),
  });
}

export function useMarkAllAttended(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ApiAnswer<'/api/events/{id}/attendance/all-attended', 'post'>>('POST', apiPath('/api/events', eventId, 'attendance', 'all-attended')),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.events.participants(eventId), list),
  });
}

/** The device's position if it gives one within a few seconds; null when refused, unavailable or slow. */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8_000, maximumAge: 60_000 },
    ),
  );
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline at the field (issue 27): kept with where the person was, and sent when back online.
    mutationFn: async () => {
      const position = (await currentPosition()) ?? {};
      const url = apiPath('/api/events', eventId, 'check-in');
      const write = { key: newIdempotencyKey(), kind: 'check-in' as const, method: 'POST' as const, url, body: position, scope: participationScope(eventId), text: MESSAGES.offline.queuedCheckIn };
      return sendOrQueue(write, () => apiJson<ApiAnswer<'/api/events/{id}/check-in', 'post'>>('POST', url, position));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(eventId) }),
  });
}
