/** The Near me row, loaded right after Discover draws; a placeholder of its height holds the space meanwhile. */
import * as React from 'react';
import type NearMeBarType from './near-me-bar';

const NearMeBar = React.lazy(() => import('./near-me-bar'));

export function LazyNearMeBar(props: React.ComponentProps<typeof NearMeBarType>) {
  return (
    <React.Suspense fallback={<div className="min-h-[4.25rem]" aria-hidden="true" />}>
      <NearMeBar {...props} />
    </React.Suspense>
  );
}
