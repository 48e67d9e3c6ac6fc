/**
 * /venues/{id} (issue 28): a venue's map, details and Directions, with the games there (given by the route: the
 * events feature lists them) and "Create a game here" for organizers.
 */
import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MapPin, Navigation, Pencil, Plus } from 'lucide-react';
import { VENUE_TEXTS, sportLabel, type Venue } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { LazyPlaceMap } from '@/components/map/lazy-place-map';
import { ErrorState } from '@/components/ui/states';
import { Spinner } from '@/components/ui/spinner';
import { getVenueQueryOptions } from '@/components/places/get-venues';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

const T = VENUE_TEXTS;
// The form, its map and the photo picker load when Edit is tapped.
const EditVenueDialog = React.lazy(() => import('./edit-venue-dialog'));

function directions(v: Venue) {
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(`${v.latitude},${v.longitude}`)}`;
}

const yesNo = (v: boolean | null) => (v === null ? null : v ? t(T.yes) : t(T.no));

export function VenueScreen({ venueId, upcoming }: { venueId: string; upcoming: React.ReactNode }) {
  const venue = useQuery(getVenueQueryOptions(venueId));
  const { user } = useAuth();
  const [editing, setEditing] = React.useState(false);
  useDocumentTitle(venue.data?.name ?? t('Venue'));
  if (venue.isPending) return <Spinner className="mx-auto my-16" label={t('Loading the venue')} />;
  if (venue.isError) return <ErrorState className="mx-auto my-16 max-w-md" title={t(T.messages.notFound)} error={venue.error} onRetry={() => void venue.refetch()} />;
  const v = venue.data;
  const details: [string, string | null][] = [
    [t(T.sports), v.sports.length ? v.sports.map((s) => t(sportLabel(s))).join(', ') : null],
    [t('Setting'), v.setting ? t(T.setting[v.setting]) : null],
    [t(T.surface), v.surface],
    [t(T.lights), yesNo(v.lights)],
    [t(T.parking), yesNo(v.parking)],
    [t(T.restrooms), yesNo(v.restrooms)],
    [t(T.accessibility), v.accessibility],
  ];
  const shown = details.filter((d): d is [string, string] => d[1] !== null);
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{v.name}</h1>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {v.address ?? `${v.latitude.toFixed(5)}, ${v.longitude.toFixed(5)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {v.canEdit ? (
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> {t(T.editVenue)}
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={directions(v)} target="_blank" rel="noopener noreferrer">
              <Navigation aria-hidden="true" /> {t(T.directions)}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
          </Button>
          {user ? (
            <Button asChild>
              <Link to={`${paths.createEvent}?venueId=${encodeURIComponent(v.id)}`}>
                <Plus aria-hidden="true" /> {t(T.createGameHere)}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      <div className={v.imageUrl ? 'grid gap-4 md:grid-cols-2' : 'grid'}>
        {v.imageUrl ? (
          <img src={v.imageUrl} alt={t('Photo of {name}', { name: v.name })} className="h-64 w-full rounded-lg border object-cover sm:h-80" />
        ) : null}
        <div className="h-64 overflow-hidden rounded-lg border bg-secondary sm:h-80">
          {/* Remounted when an edit moves the pin, so the map opens centred on it again. */}
          <LazyPlaceMap key={`${v.latitude},${v.longitude}`} point={v} label={v.name} className="size-full" />
        </div>
      </div>
      {v.canEdit ? (
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogContent className="max-w-2xl">
            {editing ? (
              <React.Suspense
                fallback={
                  <>
                    <DialogTitle className="sr-only">{t(T.editVenue)}</DialogTitle>
                    <Spinner className="mx-auto my-8" label={t('Loading the form')} />
                  </>
                }
              >
                <EditVenueDialog venue={v} onDone={() => setEditing(false)} />
              </React.Suspense>
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}
      {shown.length ? (
        <section aria-labelledby="venue-details" className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <h2 id="venue-details" className="text-lg font-semibold">
            {t(T.details)}
          </h2>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {shown.map(([k, value]) => (
              <div key={k} className="flex gap-2">
                <dt className="shrink-0 font-medium">{k}:</dt>
                <dd className="min-w-0 break-words text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {upcoming}
    </main>
  );
}
