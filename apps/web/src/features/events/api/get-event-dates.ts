/** GET /api/events/{id}/dates (issue 26): the coming dates of the event's series. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesDates } from '@kickoff/shared';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function getEventDates(id: string, signal?: AbortSignal): Promise<SeriesDates> {
  return apiGet<ApiAnswer<'/api/events/{id}/dates'>>(`${apiPath('/api/events', id)}/dates`, { signal });
}

export function getEventDatesQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.events.dates(id), queryFn: ({ signal }) => getEventDates(id, signal) });
}

/** Only for an event of a series (`enabled`): a single game has no other dates. */
export function useEventDates(id: string, enabled: boolean) {
  return useQuery({ ...getEventDatesQueryOptions(id), enabled });
}
