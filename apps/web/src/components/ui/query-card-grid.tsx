/**
 * A list of cards from one query, with every state designed: card-shaped placeholders while it loads, the error with a
 * retry, the list's own empty state, then the grid (and "Load more" for a paged list).
 */
import * as React from 'react';
import { CardGrid, CardGridSkeleton, CardSkeleton } from './card-grid';
import { LoadMoreButton, type PagedQuery } from './load-more-button';
import { ErrorState } from './states';

export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export function QueryCardGrid<T>({
  query,
  items,
  renderItem,
  loadingLabel,
  errorTitle,
  empty,
  skeletons = 3,
  headingLevel = 2,
  paging,
  columns,
}: {
  query: ListQuery;
  items: readonly T[];
  /** One card, with its key. */
  renderItem(item: T, index: number): React.ReactNode;
  /** Announces the placeholders ("Loading your events"). */
  loadingLabel: string;
  errorTitle: string;
  /** Shown when the list is empty: the spec's text and the next action. */
  empty: React.ReactNode;
  skeletons?: number;
  /** The error's heading level: 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** A cursor-paged list: placeholders while the next page loads, and "Load more". */
  paging?: PagedQuery;
  /** At most 2 columns, for a narrow reading column. */
  columns?: 2 | 3;
}) {
  // A query's answer reaches React as a blocking update (useSyncExternalStore): rendering a page of cards in it was a
  // long task of its own for every list on a screen (Lighthouse's Total Blocking Time). The grid follows a deferred
  // copy of the list's state instead: the blocking render keeps what is shown, and the cards render in a background
  // render that yields to the browser every few milliseconds.
  const state = React.useMemo(() => ({ isPending: query.isPending, isError: query.isError, items }), [query.isPending, query.isError, items]);
  const shown = React.useDeferredValue(state);
  if (shown.isPending) return <CardGridSkeleton count={skeletons} label={loadingLabel} columns={columns} />;
  if (shown.isError) {
    return <ErrorState title={errorTitle} error={query.error} headingLevel={headingLevel} onRetry={() => void query.refetch()} />;
  }
  if (shown.items.length === 0) return <>{empty}</>;
  const grid = (
    <CardGrid columns={columns}>
      {shown.items.map(renderItem)}
      {paging?.isFetchingNextPage ? Array.from({ length: 3 }, (_, i) => <CardSkeleton key={`next-${i}`} />) : null}
    </CardGrid>
  );
  if (!paging) return grid;
  return (
    <div className="grid gap-6">
      {grid}
      {paging.hasNextPage ? (
        <div className="flex justify-center">
          <LoadMoreButton query={paging} />
        </div>
      ) : null}
    </div>
  );
}
