/**
 * Discover's "Near me" state, shared by the events and groups tabs. The URL holds it (`near`, `radiusKm`, `nearBy`,
 * `sort`, `display=map`), so Back and shared links keep it; local storage remembers it for the next visit. The device
 * location is asked for only by the "Near me" button (near-me-bar.tsx).
 */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RADIUS_KM, type DistanceUnit } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { useAuth } from '@/lib/auth';
import { clampRadiusKm, KM_PER_MILE } from '@/lib/distance';
import { resolveUnit } from '@/lib/distance-unit';
import { formatNear, loadNearChoice, parseNear, saveNearChoice, type NearChoice, type NearSource } from '@/lib/near-me';
import { queryKeys } from '@/lib/query-keys';

export type DiscoverDisplay = 'list' | 'map';
export type NearSort = 'distance' | 'soonest';

/** The first radius in each unit: 10 miles, or 25 km. */
export function defaultRadiusKm(unit: DistanceUnit): number {
  return unit === 'mi' ? Math.round(10 * KM_PER_MILE * 100) / 100 : RADIUS_KM.default;
}

const NEAR_KEYS = ['near', 'radiusKm', 'nearBy', 'sort'] as const;

export function useNearMe() {
  const [params, setParams] = useSearchParams();
  // A visitor (/explore, issue 26) has no profile: no home area, and the unit of the browser's region.
  const { user } = useAuth();
  const profile = useQuery({
    queryKey: queryKeys.user.profile,
    queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/user/profile'>>('/api/user/profile', { signal }),
    enabled: Boolean(user),
  });
  const unit = resolveUnit(profile.data?.distanceUnit);

  const point = parseNear(params.get('near'));
  const nearBy = params.get('nearBy');
  const source: NearSource = nearBy === 'home' || nearBy === 'map' ? nearBy : 'device';
  const radiusKm = clampRadiusKm(Number(params.get('radiusKm') ?? defaultRadiusKm(unit)));
  const area: NearChoice | null = point ? { ...point, radiusKm, source } : null;
  const sort: NearSort | undefined = area ? (params.get('sort') === 'soonest' ? 'soonest' : 'distance') : undefined;
  const display: DiscoverDisplay = params.get('display') === 'map' ? 'map' : 'list';

  const update = React.useCallback(
    (change: (p: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('view', 'discover');
          change(p);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const apply = React.useCallback(
    (choice: NearChoice | null) =>
      update((p) => {
        if (!choice) return NEAR_KEYS.forEach((k) => p.delete(k));
        p.set('near', formatNear(choice));
        p.set('radiusKm', String(clampRadiusKm(choice.radiusKm)));
        p.set('nearBy', choice.source);
      }),
    [update],
  );

  // Opening Discover without a place in the link: the remembered one. Afterwards the URL is remembered as it changes
  // (a "Clear filters" that drops it forgets it too).
  const restored = React.useRef(false);
  const areaKey = area ? `${formatNear(area)}|${area.radiusKm}|${area.source}` : '';
  React.useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const remembered = point ? null : loadNearChoice();
      if (remembered) return void apply(remembered);
    }
    saveNearChoice(area);
    // areaKey stands for area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areaKey]);

  return {
    area,
    unit,
    sort,
    display,
    /** The profile's home area, the fallback of "Near me". */
    home: profile.data,
    apply,
    /** The API's distance parameters for the current area (none without one). */
    apiParams: area ? { near: formatNear(area), radiusKm: area.radiusKm, sort } : {},
    setRadius: (km: number) => area && apply({ ...area, radiusKm: km }),
    searchArea: (choice: Omit<NearChoice, 'source'>) => apply({ ...choice, source: 'map' }),
    setSort: (next: NearSort) => update((p) => (next === 'distance' ? p.delete('sort') : p.set('sort', next))),
    setDisplay: (next: DiscoverDisplay) => update((p) => (next === 'map' ? p.set('display', 'map') : p.delete('display'))),
    clear: () => apply(null),
  };
}

export type NearMe = ReturnType<typeof useNearMe>;
