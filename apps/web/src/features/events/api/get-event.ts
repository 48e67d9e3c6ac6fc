/** GET /api/events/{id}. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { EventDetail } from './types';

export function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiGet<ApiAnswer<'/api/events/{id}'>>(apiPath('/api/events', id), { signal });
}

export function getEventQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });
}

export function useEvent(id: string) {
  return useQuery(getEventQueryOptions(id));
}
