/** The small map of one place, loaded on demand (Leaflet and its CSS come with it, never with a route's first load). */
import * as React from 'react';
import { MapBoundary, MapLoading } from './map-boundary';
import type { PlaceMapProps } from './place-map';

const PlaceMap = React.lazy(() => import('./place-map'));

export function LazyPlaceMap(props: PlaceMapProps) {
  return (
    <MapBoundary className={props.className}>
      <React.Suspense fallback={<MapLoading className={props.className} />}>
        <PlaceMap {...props} />
      </React.Suspense>
    </MapBoundary>
  );
}
