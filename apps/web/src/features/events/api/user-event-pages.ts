/** The user's event lists (created, joined): cursor pages of all their events, soonest first. */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { apiGet, type QueryParams } from '@/lib/api';
import type { EventPage, EventSummary } from './types';

export const userEventListParams = { scope: 'all', limit: LIMITS.pageSizeDefault } as const;

/** The lists answer a cursor page; a plain array (spec §7's shape) is read as one page. */
export async function getUserEventPage(path: string, params: QueryParams, signal?: AbortSignal): Promise<EventPage> {
  const data = await apiGet<EventPage | EventSummary[]>(path, { params, signal });
  return Array.isArray(data) ? { items: data, nextCursor: null } : data;
}

export function userEventPagesOptions(path: string, queryKey: QueryKey) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getUserEventPage(path, { ...userEventListParams, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
