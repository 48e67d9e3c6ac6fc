/**
 * The user's event lists (created, joined) by section (issue 18): upcoming soonest first, past latest first, each
 * in cursor pages from the server (`scope`).
 */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { apiGet, type QueryParams } from '@/lib/api';
import type { EventPage } from './types';

export type EventSection = 'upcoming' | 'past';

export const userEventListParams = (section: EventSection) => ({ scope: section, limit: LIMITS.pageSizeDefault }) as const;

/** The lists answer a cursor page; a plain array (spec §7's shape) is read as one page. */
export async function getUserEventPage(path: string, params: QueryParams, signal?: AbortSignal): Promise<EventPage> {
  const data = await apiGet<EventPage | EventPage['items']>(path, { params, signal });
  return Array.isArray(data) ? { items: data, nextCursor: null } : data;
}

export function userEventPagesOptions(path: string, section: EventSection, queryKey: QueryKey) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getUserEventPage(path, { ...userEventListParams(section), cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
