/** The landing's popular grids' frame and their card-shaped placeholders (no data code: part of the first load). */
import * as React from 'react';

export function PopularGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <div role={label ? 'status' : undefined} aria-label={label} className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {children}
    </div>
  );
}

/** Card-shaped placeholders while the popular lists load. */
export function PopularGridPlaceholder({ label }: { label: string }) {
  return (
    <PopularGrid label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-lg border bg-card shadow-sm">
          <div className="aspect-video w-full animate-pulse bg-secondary" />
          <div className="grid gap-3 p-4">
            <div className="h-5 w-3/4 animate-pulse rounded bg-secondary" />
            <div className="h-11 w-full animate-pulse rounded bg-secondary" />
          </div>
        </div>
      ))}
    </PopularGrid>
  );
}

