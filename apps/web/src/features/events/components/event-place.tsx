/** "Where" on the event page: a small map of the place (loaded when scrolled near) and a Directions link. */
import { Navigation } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { LazyPlaceMap } from '@/components/map/lazy-place-map';
import { useNearViewport } from '@/components/map/use-near-viewport';
import { getPlatform } from '@/lib/platform';
import type { EventDetail } from '../api/types';
import { t } from '@/lib/i18n';

/** The phone's maps app in the native shell (geo: URI), OpenStreetMap's route planner on the web. */
export function directionsUrl(latitude: number, longitude: number, label: string, native = getPlatform().isNative): string {
  const at = `${latitude},${longitude}`;
  return native ? `geo:${at}?q=${at}(${encodeURIComponent(label)})` : `https://www.openstreetmap.org/directions?to=${encodeURIComponent(at)}`;
}

export function EventPlace({ event }: { event: EventDetail }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (event.latitude === null || event.longitude === null) return null;
  const point = { latitude: event.latitude, longitude: event.longitude };
  return (
    <section aria-labelledby="place-heading" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id="place-heading" className="text-lg font-semibold">
            {t('Where')}
          </h2>
          {event.venueId ? (
            <Link to={paths.venue(event.venueId)} className="truncate text-sm font-medium text-brand-strong underline-offset-2 hover:underline">
              {event.location}
            </Link>
          ) : (
            <p className="truncate text-sm text-muted-foreground">{event.location}</p>
          )}
        </div>
        <Button asChild variant="outline">
          <a href={directionsUrl(point.latitude, point.longitude, event.location)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" /> {t('Directions')}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        </Button>
      </div>
      <div ref={ref} className="h-56 overflow-hidden rounded-lg border bg-secondary">
        {near ? <LazyPlaceMap point={point} label={event.location} className="size-full" /> : null}
      </div>
    </section>
  );
}
