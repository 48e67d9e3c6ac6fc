/** Discover's Map view: the loaded results with a map spot, and a word on those without one; venues in the area too. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { LazyResultsMap, type MapResult, type MapVenue } from '@/components/map/lazy-results-map';
import type { NearMe } from './use-near-me';

/** The venues layer of the map (issue 28): tapping a venue filters the results to its games. */
export interface VenueLayer {
  venues: MapVenue[];
  selectedId?: string;
  onVenue(id: string): void;
  renderPopup(id: string): React.ReactNode;
}

/** "3 events on the map · 2 venues (tap one for its games) · 1 without a map spot (see List)." */
function statusLine(noun: string, count: number, venueCount: number, withoutSpot: number): string {
  const parts = [
    t('{noun, select, events {{count, plural, one {# event on the map} other {# events on the map}}} other {{count, plural, one {# group on the map} other {# groups on the map}}}}', { noun, count }),
  ];
  if (venueCount) parts.push(t('{count, plural, one {# venue (tap one for its games)} other {# venues (tap one for its games)}}', { count: venueCount }));
  if (withoutSpot) parts.push(t('{count} without a map spot (see List)', { count: withoutSpot }));
  return `${parts.join(' · ')}.`;
}

export function DiscoverMap({
  nearMe,
  items,
  withoutSpot,
  renderPopup,
  noun,
  loading,
  venueLayer,
}: {
  nearMe: NearMe;
  items: MapResult[];
  /** Loaded results that have no coordinates (listed only). */
  withoutSpot: number;
  renderPopup(id: string): React.ReactNode;
  noun: [string, string];
  loading: boolean;
  venueLayer?: VenueLayer;
}) {
  const { area } = nearMe;
  const venueCount = venueLayer?.venues.length ?? 0;
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        {loading ? (noun[1] === 'events' ? t('Loading events...') : t('Loading groups...')) : statusLine(noun[1], items.length, venueCount, withoutSpot)}
      </p>
      <LazyResultsMap
        items={items}
        renderPopup={renderPopup}
        area={area}
        areaFromMap={area?.source === 'map'}
        onSearchArea={nearMe.searchArea}
        noun={noun}
        venues={venueLayer?.venues}
        selectedVenueId={venueLayer?.selectedId}
        onVenue={venueLayer?.onVenue}
        renderVenuePopup={venueLayer?.renderPopup}
        className="relative h-[65vh] max-h-[720px] min-h-[420px] overflow-hidden rounded-lg border"
      />
    </div>
  );
}
