/**
 * The row above Discover's results: "Near me", the radius, the order (events), what the results are near, and the
 * List / Map switch. Loaded just after Discover draws (lazy-near-me-bar.tsx). A tap on "Near me" is the only place the
 * device location is asked for; refused or unavailable, the profile's home area is used.
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { List, Loader2, LocateFixed, Map as MapIcon, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDistance, radiusChoices } from '@/lib/distance';
import { locate } from '@/lib/locate';
import { formatNear, loadNearChoice } from '@/lib/near-me';
import { loadPlatform } from '@/lib/platform';
import { cn } from '@/lib/utils';
import { defaultRadiusKm, type NearMe, type NearSort } from './use-near-me';

interface Notice {
  tone: 'info' | 'error';
  text: string;
}

const NEAR_WHAT = { device: 'your location', home: 'your home area', map: 'the map area' } as const;

export default function NearMeBar({ nearMe, idPrefix, withSort = false }: { nearMe: NearMe; idPrefix: string; withSort?: boolean }) {
  const { area, unit, home } = nearMe;
  const [locating, setLocating] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  // A notice is about the last tap: it goes when the area changes some other way (the map, Clear).
  const areaKey = area ? `${formatNear(area)},${area.source}` : '';
  const noticeFor = React.useRef('');
  React.useEffect(() => {
    if (areaKey !== noticeFor.current) setNotice(null);
  }, [areaKey]);

  const findMe = async () => {
    setLocating(true);
    setNotice(null);
    try {
      const found = await locate(await loadPlatform(), home);
      if (!found.point) {
        setNotice({ tone: 'error', text: t('We could not get your location. Allow location access, or set your home area in your profile.') });
        noticeFor.current = areaKey;
        return;
      }
      const radiusKm = area?.radiusKm ?? loadNearChoice()?.radiusKm ?? defaultRadiusKm(unit);
      const next = { ...found.point, radiusKm, source: found.source };
      if (found.source === 'home') {
        setNotice({ tone: 'info', text: t('Your location is not available, so this shows what is near your home area{place}.', { place: home?.location ? ` (${home.location})` : '' }) });
        noticeFor.current = `${formatNear(next)},home`;
      }
      nearMe.apply(next);
    } finally {
      setLocating(false);
    }
  };
  const choices = radiusChoices(unit);
  const exact = area ? choices.find((c) => Math.abs(c.km - area.radiusKm) < 0.01) : undefined;

  return (
    // At least the placeholder's height (lazy-near-me-bar.tsx), so the results below do not move up when it arrives.
    <div className="grid min-h-[4.25rem] content-start gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          <Button
            type="button"
            variant={area ? 'default' : 'outline'}
            aria-pressed={Boolean(area)}
            onClick={() => void findMe()}
            disabled={locating}
            className={cn(area && 'rounded-r-none')}
          >
            {locating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
            {locating ? t('Locating...') : t('Near me')}
          </Button>
          {area ? (
            <Button type="button" size="icon" className="rounded-l-none border-l border-primary-foreground/30" onClick={nearMe.clear} aria-label={t('Stop searching near me')}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {area ? (
          <>
            <label htmlFor={`${idPrefix}-radius`} className="sr-only">
              {t('Distance')}
            </label>
            <NativeSelect
              id={`${idPrefix}-radius`}
              className="w-auto min-w-32"
              value={exact ? String(exact.km) : 'area'}
              onChange={(e) => e.target.value !== 'area' && nearMe.setRadius(Number(e.target.value))}
            >
              {exact ? null : <option value="area">{t('Within {distance}', { distance: formatDistance(area.radiusKm, unit) })}</option>}
              {choices.map((c) => (
                <option key={c.km} value={String(c.km)}>
                  {t('Within {distance}', { distance: c.label })}
                </option>
              ))}
            </NativeSelect>
            {withSort ? (
              <>
                <label htmlFor={`${idPrefix}-sort`} className="sr-only">
                  {t('Order')}
                </label>
                <NativeSelect
                  id={`${idPrefix}-sort`}
                  className="w-auto min-w-32"
                  value={nearMe.sort}
                  onChange={(e) => nearMe.setSort(e.target.value as NearSort)}
                >
                  <option value="distance">{t('Closest first')}</option>
                  <option value="soonest">{t('Soonest first')}</option>
                </NativeSelect>
              </>
            ) : null}
          </>
        ) : null}
        <div role="group" aria-label={t('Show results as')} className="ml-auto flex rounded-md border bg-background p-0.5">
          {(
            [
              ['list', 'List', List],
              ['map', 'Map', MapIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button
              key={value}
              type="button"
              variant="ghost"
              aria-pressed={nearMe.display === value}
              onClick={() => nearMe.setDisplay(value)}
              className={cn('h-10 px-3', nearMe.display === value && 'bg-secondary text-foreground')}
            >
              <Icon aria-hidden="true" /> {t(label)}
            </Button>
          ))}
        </div>
      </div>
      <p aria-live="polite" className={cn('text-sm', notice?.tone === 'error' ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {notice?.text ??
          (area
            ? t(nearMe.sort === 'soonest' ? 'Near {what}, within {distance}, soonest first.' : 'Near {what}, within {distance}, closest first.', {
                what: t(NEAR_WHAT[area.source]),
                distance: exact?.label ?? formatDistance(area.radiusKm, unit),
              })
            : '')}
      </p>
    </div>
  );
}
