/**
 * A small map of one place (loaded lazily: see lazy-place-map.tsx). Read-only on the event page; in the event form the pin
 * can be dragged, or the map tapped, to set the exact spot.
 */
import { t } from '@/lib/i18n';
import 'leaflet/dist/leaflet.css';
import './map.css';
import * as React from 'react';
import type L from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import type { Point } from '@kickoff/shared';
import { pinIcon } from './markers';
import { ConfiguredTiles } from './tiles';

export interface PlaceMapProps {
  point: Point;
  /** Names the map and the pin for screen readers. */
  label: string;
  zoom?: number;
  /** The pin can be dragged and the map tapped; `onMove` gets the new spot. */
  onMove?(point: Point): void;
  className?: string;
}

const toPoint = (ll: L.LatLng): Point => ({ latitude: ll.lat, longitude: ll.lng });

/** Follows the point when it leaves the view (another place chosen in the type-ahead). */
function Recenter({ point }: { point: Point }) {
  const map = useMap();
  React.useEffect(() => {
    // A dragged pin stays where it is; a place chosen elsewhere brings the map along.
    if (!map.getBounds().contains([point.latitude, point.longitude])) map.setView([point.latitude, point.longitude], map.getZoom(), { animate: false });
  }, [map, point.latitude, point.longitude]);
  return null;
}

function TapToMove({ onMove }: { onMove(point: Point): void }) {
  useMapEvents({ click: (e) => onMove(toPoint(e.latlng)) });
  return null;
}

export default function PlaceMap({ point, label, zoom = 15, onMove, className }: PlaceMapProps) {
  const movable = Boolean(onMove);
  const icon = React.useMemo(() => pinIcon(movable ? t('{name}: drag to move', { name: label }) : label), [label, movable]);
  const handlers = React.useMemo<L.LeafletEventHandlerFnMap>(
    () => ({ dragend: (e) => onMove?.(toPoint((e.target as L.Marker).getLatLng())) }),
    [onMove],
  );
  return (
    <div role="region" aria-label={t('Map of {place}', { place: label })} className={`isolate ${className ?? ''}`}>
      <MapContainer center={[point.latitude, point.longitude]} zoom={zoom} scrollWheelZoom={false} className="size-full">
        <ConfiguredTiles />
        <Recenter point={point} />
        {onMove ? <TapToMove onMove={onMove} /> : null}
        <Marker
          position={[point.latitude, point.longitude]}
          icon={icon}
          draggable={Boolean(onMove)}
          eventHandlers={handlers}
          keyboard={Boolean(onMove)}
        />
      </MapContainer>
    </div>
  );
}
