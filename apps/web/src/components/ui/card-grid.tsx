/**
 * The card grid of spec §2 (1, 2 or 3 columns) and its card-shaped placeholders, for every list of event and group
 * cards. Without `cn` (tailwind-merge) on purpose: the prerendered landing draws these placeholders in its first load.
 */
import * as React from 'react';

// `card-grid` (index.css): each card is laid out and painted only near the viewport (issue 27).
const grids = { 3: 'card-grid grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3', 2: 'card-grid grid gap-4 sm:grid-cols-2 sm:gap-6' } as const;
const bar = 'animate-pulse rounded bg-secondary';

/** `columns`: 3 on wide screens (a page's full width), or at most 2 (a narrow reading column). */
export function CardGrid({ className, columns = 3, ...props }: React.ComponentProps<'div'> & { columns?: 2 | 3 }) {
  const grid = grids[columns];
  return <div className={className ? `${grid} ${className}` : grid} {...props} />;
}

/** One card's placeholder: the 16:9 image, title, two lines of facts, the capacity bar and the button. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="aspect-video w-full animate-pulse bg-secondary" />
      <div className="grid gap-3 p-4">
        <div className={`h-5 w-3/4 ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-1/2 ${bar}`} />
        <div className={`h-1.5 w-full ${bar}`} />
        <div className={`h-11 w-full ${bar}`} />
      </div>
    </div>
  );
}

/** A grid of placeholders while a card list loads, announced by its label. */
export function CardGridSkeleton({ count = 3, label, columns }: { count?: number; label: string; columns?: 2 | 3 }) {
  return (
    <CardGrid role="status" aria-label={label} columns={columns}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </CardGrid>
  );
}
