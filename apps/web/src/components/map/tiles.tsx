/** The configured tile layer (GET /api/places/config), or none: markers then sit on the plain background. */
import * as React from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useMapConfig } from './get-map-config';

export function ConfiguredTiles() {
  const config = useMapConfig();
  const map = useMap();
  React.useEffect(() => {
    // Leaflet's own credit without the flag icon; the tile provider's credit comes with the layer.
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  }, [map]);
  const tileUrl = config.data?.tileUrl;
  if (!tileUrl) return null;
  return <TileLayer url={tileUrl} attribution={config.data?.tileAttribution} maxZoom={19} />;
}
