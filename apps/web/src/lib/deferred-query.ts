/**
 * A query's state as a background render sees it. TanStack Query's answers reach React as blocking updates
 * (`useSyncExternalStore`), which React never slices: a screen that renders its content straight from `query.data`
 * renders all of it in one long task when the answer comes (Lighthouse's Total Blocking Time). A screen that renders
 * from this deferred copy keeps what it shows in that blocking update, and renders the new content in a background
 * render that yields to the browser every few milliseconds. Actions (`refetch`) stay on the query itself.
 */
import * as React from 'react';

export interface QueryState<T> {
  isPending: boolean;
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: T | undefined;
  error: unknown;
}

export function useDeferredQuery<T>(query: QueryState<T>): QueryState<T> {
  const { isPending, isLoading, isError, isSuccess, data, error } = query;
  const state = React.useMemo(
    () => ({ isPending, isLoading, isError, isSuccess, data, error }),
    [isPending, isLoading, isError, isSuccess, data, error],
  );
  return React.useDeferredValue(state);
}
