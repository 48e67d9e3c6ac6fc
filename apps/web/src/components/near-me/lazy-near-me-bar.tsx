/** The Near me row, loaded right after Discover draws; a placeholder of its height holds the space meanwhile. */
import * as React from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type NearMeBarType from './near-me-bar';

const NearMeBar = React.lazy(() => import('./near-me-bar'));

export function LazyNearMeBar(props: React.ComponentProps<typeof NearMeBarType>) {
  // Rendered by the server (/explore, issue 26) and while the browser hydrates that HTML: the placeholder, so both draw
  // the same; the row itself (its distance units are the browser's) comes right after.
  const hydrated = useHydrated();
  const placeholder = <div className="min-h-[4.25rem]" aria-hidden="true" />;
  if (!hydrated) return placeholder;
  return (
    <React.Suspense fallback={placeholder}>
      <NearMeBar {...props} />
    </React.Suspense>
  );
}
