import { useQuery } from '@tanstack/react-query';
import { eventKeys } from './keys';
import type { EventDetail } from './types';

/** GET /api/events/{id}. */
export function getEventQueryOptions(id: string) {
  return { queryKey: eventKeys.detail(id) };
}

export function useEvent(id: string) {
  return useQuery<EventDetail>(getEventQueryOptions(id));
}
