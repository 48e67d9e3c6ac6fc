/** GET /api/events/{id}/comments: threaded, top-level comments with their replies. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { EventComment } from './types';

export function getComments(eventId: string, signal?: AbortSignal): Promise<EventComment[]> {
  return apiGet<ApiAnswer<'/api/events/{id}/comments'>>(apiPath('/api/events', eventId, 'comments'), { signal });
}

export function getCommentsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: queryKeys.events.comments(eventId), queryFn: ({ signal }) => getComments(eventId, signal) });
}

export function useComments(eventId: string) {
  return useQuery(getCommentsQueryOptions(eventId));
}
