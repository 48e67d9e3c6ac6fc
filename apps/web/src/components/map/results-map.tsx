/**
 * Discover's map (loaded lazily: see lazy-results-map.tsx): the current results as markers, clustered on screen, a card on
 * tap, and "Search this area" once the member moves the map. Works without tiles (plain background).
 */
import { t } from '@/lib/i18n';
import 'leaflet/dist/leaflet.css';
import './map.css';
import * as React from 'react';
import L from 'leaflet';
import { Circle, MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Search } from 'lucide-react';
import { RADIUS_KM, type Point } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { clusterPoints } from '@/lib/cluster';
import { clusterIcon, resultIcon, venueClusterIcon, venueIcon } from './markers';
import { ConfiguredTiles } from './tiles';

export interface MapResult extends Point {
  id: string;
  title: string;
  emoji: string;
  href: string;
}

/** A venue shown with the results (issue 28): tapping it filters them to its games. */
export interface MapVenue extends Point {
  id: string;
  name: string;
}

export interface MapArea extends Point {
  radiusKm: number;
}

export interface ResultsMapProps {
  items: MapResult[];
  /** The card shown when a marker is tapped. */
  renderPopup(id: string): React.ReactNode;
  /** The searched circle (Near me, or the last "Search this area"). */
  area: MapArea | null;
  /** The area came from this map: keep the view where the member left it. */
  areaFromMap: boolean;
  onSearchArea(area: MapArea): void;
  /** "event"/"events" for the cluster names. */
  noun: [string, string];
  /** Venues in the area, drawn apart from the results (none: no layer). */
  venues?: MapVenue[];
  /** The venue the results are filtered to. */
  selectedVenueId?: string;
  onVenue?(id: string): void;
  renderVenuePopup?(id: string): React.ReactNode;
  className?: string;
}

/** The United States, for a first view with nothing to show. */
const START: [number, number] = [39.5, -98.35];
/** A cluster whose members lie closer together than this is one venue: tapping it lists them. */
const SAME_SPOT_M = 30;

/** A control over the map: its taps and drags are not the map's. */
const keepClicksOffTheMap = (el: HTMLElement | null) => {
  if (el) L.DomEvent.disableClickPropagation(el);
};

/**
 * Fits the view to the searched area (or, with none, to the results) and offers "Search this area" after the member's
 * own moves; the app's moves are unanimated, so their moveend fires inside the call and is ignored.
 */
function AreaControls({ area, areaFromMap, items, onSearchArea }: Pick<ResultsMapProps, 'area' | 'areaFromMap' | 'items' | 'onSearchArea'>) {
  const [moved, setMoved] = React.useState(false);
  const quietUntil = React.useRef(0);
  const map = useMapEvents({
    moveend: () => {
      if (Date.now() >= quietUntil.current) setMoved(true);
    },
    // A popup pans the map into view: not the member's move.
    popupopen: () => void (quietUntil.current = Date.now() + 800),
  });
  const quietly = React.useCallback(
    (move: () => void) => {
      const before = quietUntil.current;
      quietUntil.current = Number.POSITIVE_INFINITY;
      move();
      quietUntil.current = before;
    },
    [],
  );

  const areaKey = area ? `${area.latitude},${area.longitude},${area.radiusKm}` : '';
  const fitted = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (area) {
      if (fitted.current === areaKey) return;
      fitted.current = areaKey;
      if (!areaFromMap) quietly(() => map.fitBounds(L.latLng(area.latitude, area.longitude).toBounds(area.radiusKm * 2000), { animate: false }));
    } else if (items.length && fitted.current !== 'items') {
      fitted.current = 'items';
      const bounds = L.latLngBounds(items.map((i) => [i.latitude, i.longitude]));
      quietly(() => map.fitBounds(bounds.pad(0.2), { animate: false, maxZoom: 13 }));
    }
  }, [area, areaKey, areaFromMap, items, map, quietly]);

  if (!moved) return null;
  const search = () => {
    const center = map.getCenter();
    const km = center.distanceTo(map.getBounds().getNorthEast()) / 1000;
    setMoved(false);
    onSearchArea({ latitude: center.lat, longitude: center.lng, radiusKm: Math.min(RADIUS_KM.max, Math.max(RADIUS_KM.min, Math.round(km * 100) / 100)) });
  };
  return (
    <div ref={keepClicksOffTheMap} className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
      <Button type="button" size="sm" className="pointer-events-auto h-10 rounded-full px-4 shadow-md" onClick={search}>
        <Search aria-hidden="true" /> {t('Search this area')}
      </Button>
    </div>
  );
}

function Markers({ items, renderPopup, noun }: Pick<ResultsMapProps, 'items' | 'renderPopup' | 'noun'>) {
  const map = useMap();
  const [zoom, setZoom] = React.useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()), viewreset: () => setZoom(map.getZoom()) });
  // A fit made before this listened (the first fit runs in the same commit) still re-clusters.
  React.useEffect(() => {
    if (map.getZoom() !== zoom) setZoom(map.getZoom());
  }, [map, zoom, items]);
  const clusters = React.useMemo(
    () =>
      clusterPoints(
        items.map((item) => {
          const p = map.project([item.latitude, item.longitude], zoom);
          return { item, x: p.x, y: p.y };
        }),
      ),
    [items, zoom, map],
  );
  return clusters.map((c) => {
    const first = c.items[0]!;
    if (c.items.length === 1) {
      return (
        <Marker key={first.id} position={[first.latitude, first.longitude]} icon={resultIcon(first.emoji, first.title)}>
          <Popup minWidth={220} maxWidth={280}>
            {renderPopup(first.id)}
          </Popup>
        </Marker>
      );
    }
    const position = map.unproject([c.x, c.y], zoom);
    const bounds = L.latLngBounds(c.items.map((i) => [i.latitude, i.longitude]));
    const oneSpot = bounds.getNorthEast().distanceTo(bounds.getSouthWest()) < SAME_SPOT_M || zoom >= map.getMaxZoom();
    const name = t('{noun, select, events {{count, plural, one {# event here} other {# events here}}} other {{count, plural, one {# group here} other {# groups here}}}}', { noun: noun[1], count: c.items.length });
    return (
      <Marker
        key={`${first.id}+${c.items.length}`}
        position={position}
        icon={clusterIcon(c.items.length, oneSpot ? name : t('{name}: zoom in', { name }))}
        eventHandlers={oneSpot ? undefined : { click: () => map.fitBounds(bounds.pad(0.3)) }}
      >
        {oneSpot ? (
          <Popup minWidth={220} maxWidth={280}>
            <p className="mb-3 font-semibold text-foreground">{name}</p>
            <ul className="grid max-h-72 divide-y overflow-auto pr-1">
              {c.items.map((i) => (
                <li key={i.id} className="py-3 first:pt-0 last:pb-0">
                  {renderPopup(i.id)}
                </li>
              ))}
            </ul>
          </Popup>
        ) : null}
      </Marker>
    );
  });
}

/** The current zoom, kept as state so markers re-cluster after each zoom (and after a fit made before they listened). */
function useZoom(deps: unknown) {
  const map = useMap();
  const [zoom, setZoom] = React.useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()), viewreset: () => setZoom(map.getZoom()) });
  React.useEffect(() => {
    if (map.getZoom() !== zoom) setZoom(map.getZoom());
  }, [map, zoom, deps]);
  return { map, zoom };
}

/**
 * The venues layer: square pins standing over their point, drawn over the games (whose markers the heads clear); a tap chooses one
 * and opens its card. Venues too close to tell apart share a pin with their count: a tap zooms in, or at one spot lists
 * them to choose from.
 */
function VenueMarkers({ venues, selectedVenueId, onVenue, renderVenuePopup }: Pick<ResultsMapProps, 'venues' | 'selectedVenueId' | 'onVenue' | 'renderVenuePopup'>) {
  const { map, zoom } = useZoom(venues);
  const clusters = React.useMemo(
    () =>
      clusterPoints(
        (venues ?? []).map((item) => {
          const p = map.project([item.latitude, item.longitude], zoom);
          return { item, x: p.x, y: p.y };
        }),
      ),
    [venues, zoom, map],
  );
  return clusters.map((c) => {
    const first = c.items[0]!;
    const selected = c.items.some((v) => v.id === selectedVenueId);
    if (c.items.length === 1) {
      return (
        <Marker
          key={first.id}
          position={[first.latitude, first.longitude]}
          icon={venueIcon(t('Venue: {name}', { name: first.name }), selected)}
          zIndexOffset={selected ? 1500 : 1000}
          eventHandlers={{ click: () => onVenue?.(first.id) }}
        >
          {renderVenuePopup ? (
            <Popup minWidth={220} maxWidth={280}>
              {renderVenuePopup(first.id)}
            </Popup>
          ) : null}
        </Marker>
      );
    }
    const position = map.unproject([c.x, c.y], zoom);
    const bounds = L.latLngBounds(c.items.map((v) => [v.latitude, v.longitude]));
    const oneSpot = bounds.getNorthEast().distanceTo(bounds.getSouthWest()) < SAME_SPOT_M || zoom >= map.getMaxZoom();
    const name = t('{count, plural, one {# venue here} other {# venues here}}', { count: c.items.length });
    return (
      <Marker
        key={`venues:${first.id}+${c.items.length}`}
        position={position}
        icon={venueClusterIcon(c.items.length, oneSpot ? name : t('{name}: zoom in', { name }), selected)}
        zIndexOffset={selected ? 1500 : 1000}
        eventHandlers={oneSpot ? undefined : { click: () => map.fitBounds(bounds.pad(0.3)) }}
      >
        {oneSpot ? (
          <Popup minWidth={220} maxWidth={280}>
            <p className="mb-2 font-semibold text-foreground">{name}</p>
            <ul className="grid gap-1">
              {c.items.map((v) => (
                <li key={v.id}>
                  <Button type="button" size="sm" variant={v.id === selectedVenueId ? 'default' : 'outline'} className="h-10 w-full justify-start" onClick={() => onVenue?.(v.id)}>
                    {v.name}
                  </Button>
                </li>
              ))}
            </ul>
          </Popup>
        ) : null}
      </Marker>
    );
  });
}

export default function ResultsMap({ items, renderPopup, area, areaFromMap, onSearchArea, noun, venues, selectedVenueId, onVenue, renderVenuePopup, className }: ResultsMapProps) {
  return (
    <div role="region" aria-label={noun[1] === 'events' ? t('Map of events') : t('Map of groups')} className={`isolate ${className ?? ''}`}>
      <MapContainer center={START} zoom={3} className="size-full" worldCopyJump>
        <ConfiguredTiles />
        {area ? (
          <Circle
            center={[area.latitude, area.longitude]}
            radius={area.radiusKm * 1000}
            interactive={false}
            pathOptions={{ color: '#15803d', weight: 2, opacity: 0.6, fillOpacity: 0.05, dashArray: '6 6' }}
          />
        ) : null}
        <VenueMarkers venues={venues} selectedVenueId={selectedVenueId} onVenue={onVenue} renderVenuePopup={renderVenuePopup} />
        <Markers items={items} renderPopup={renderPopup} noun={noun} />
        <AreaControls area={area} areaFromMap={areaFromMap} items={items} onSearchArea={onSearchArea} />
      </MapContainer>
    </div>
  );
}
