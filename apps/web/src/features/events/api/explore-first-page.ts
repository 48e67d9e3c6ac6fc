/**
 * /explore's first page, rendered by the server into the page's HTML (issue 26): the answer of the public list a
 * signed-out visitor asks for first (no filters, no Near me, the default page size), put into the query cache under
 * the key Discover reads, so the server's render and the browser's hydration both start from it. The server and the
 * browser seed it the same way (src/prerender.tsx, main.tsx).
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@kickoff/shared';
import { getEventsQueryOptions } from './get-events';
import type { EventCardPage } from './types';

/** The list URL of that first page: what the server asks itself for, signed out. */
export const EXPLORE_FIRST_PAGE_URL = `/api/events?limit=${LIMITS.pageSizeDefault}`;

/** Id of the `<script type="application/json">` holding the page in /explore's HTML. */
export const EXPLORE_DATA_ID = 'kickoff-explore-data';

/** What /explore's HTML carries: the list's answer and when the server got it (ms since the epoch). */
export interface ExploreFirstPage {
  page: EventCardPage;
  fetchedAt: number;
}

/**
 * The `<script type="application/json">` element carrying `first` in the HTML. Never executed (the CSP allows no
 * inline script), only read by readExploreFirstPage; `<`, `>` and `&` are escaped so no text in the data (an event's
 * title) can close the element or open another.
 */
export function exploreDataScript(first: ExploreFirstPage): string {
  const json = JSON.stringify(first).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${EXPLORE_DATA_ID}">${json}</script>`;
}

export function seedExploreFirstPage(queryClient: QueryClient, { page, fetchedAt }: ExploreFirstPage) {
  const { queryKey } = getEventsQueryOptions({});
  queryClient.setQueryData<InfiniteData<EventCardPage, string | undefined>>(queryKey, { pages: [page], pageParams: [undefined] }, { updatedAt: fetchedAt });
}

/** The page /explore's HTML carries, if it carries one that reads as one (else the list is fetched as usual). */
export function readExploreFirstPage(doc: Document): ExploreFirstPage | null {
  const text = doc.getElementById(EXPLORE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<ExploreFirstPage>;
    return data.page && Array.isArray(data.page.items) && typeof data.fetchedAt === 'number' ? (data as ExploreFirstPage) : null;
  } catch {
    return null;
  }
}
