/** Discover's results map, loaded on demand (Leaflet and its CSS come with it, never with a route's first load). */
import * as React from 'react';
import { MapBoundary, MapLoading } from './map-boundary';
import type { ResultsMapProps } from './results-map';

const ResultsMap = React.lazy(() => import('./results-map'));

export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <MapBoundary className={props.className}>
      <React.Suspense fallback={<MapLoading className={props.className} />}>
        <ResultsMap {...props} />
      </React.Suspense>
    </MapBoundary>
  );
}

export type { MapArea, MapResult, MapVenue } from './results-map';
