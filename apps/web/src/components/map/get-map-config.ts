/** GET /api/places/config: the tile URL and credit of this server's maps. */
import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

const NO_TILES: MapConfig = { tileUrl: null, tileAttribution: '', streetSearch: false };

/** A server that cannot say (offline, older) gets maps without tiles: markers over a plain background. */
export async function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  try {
    return await apiGet<ApiAnswer<'/api/places/config'>>('/api/places/config', { signal });
  } catch {
    return NO_TILES;
  }
}

export function useMapConfig() {
  return useQuery({ queryKey: queryKeys.places.config, queryFn: ({ signal }) => getMapConfig(signal) });
}
