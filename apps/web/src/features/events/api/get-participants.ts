/** GET /api/events/{id}/participants. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { EventParticipant } from './types';

export function getParticipants(eventId: string, signal?: AbortSignal): Promise<EventParticipant[]> {
  return apiGet<ApiAnswer<'/api/events/{id}/participants'>>(apiPath('/api/events', eventId, 'participants'), { signal });
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
