/** GET /api/events/{id}/participants. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { EventParticipant } from './types';

export function getParticipants(eventId: string, signal?: AbortSignal): Promise<EventParticipant[]> {
  return apiGet<EventParticipant[]>(apiPath('/api/events', eventId, 'participants'), { signal });
}

export function getParticipantsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: queryKeys.events.participants(eventId),
    queryFn: ({ signal }) => getParticipants(eventId, signal),
  });
}

export function useParticipants(eventId: string, enabled = true) {
  return useQuery({ ...getParticipantsQueryOptions(eventId), enabled });
}
