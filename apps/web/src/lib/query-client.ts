import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec §7: queries never retry, never refetch on focus or interval, never go stale; mutations never retry.
 * Offline (issue 27): a query still asks once (the service worker may answer with a saved copy) rather than pausing,
 * and a mutation fails at once with the offline message rather than spinning until the signal returns; the writes
 * that can wait are queued by lib/offline/queue.ts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
