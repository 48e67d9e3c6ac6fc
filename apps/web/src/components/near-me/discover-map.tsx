/** Discover's Map view: the loaded results with a map spot, and a word on those without one. */
import * as React from 'react';
import { LazyResultsMap, type MapResult } from '@/components/map/lazy-results-map';
import type { NearMe } from './use-near-me';

export function DiscoverMap({
  nearMe,
  items,
  withoutSpot,
  renderPopup,
  noun,
  loading,
}: {
  nearMe: NearMe;
  items: MapResult[];
  /** Loaded results that have no coordinates (listed only). */
  withoutSpot: number;
  renderPopup(id: string): React.ReactNode;
  noun: [string, string];
  loading: boolean;
}) {
  const { area } = nearMe;
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        {loading
          ? `Loading ${noun[1]}...`
          : `${items.length} ${items.length === 1 ? noun[0] : noun[1]} on the map${withoutSpot ? ` · ${withoutSpot} without a map spot (see List)` : ''}.`}
      </p>
      <LazyResultsMap
        items={items}
        renderPopup={renderPopup}
        area={area}
        areaFromMap={area?.source === 'map'}
        onSearchArea={nearMe.searchArea}
        noun={noun}
        className="relative h-[65vh] max-h-[720px] min-h-[420px] overflow-hidden rounded-lg border"
      />
    </div>
  );
}
