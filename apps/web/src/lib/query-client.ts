import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec §7: queries never retry, never refetch on focus or interval, never go stale; mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
