/** Discover (rulings §4): upcoming events filtered by sport, dates, skill level and text; "Load more" by cursor. */
import { m, t } from '@/lib/i18n';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeftRight, Search, SlidersHorizontal, X } from 'lucide-react';
import { LIMITS, MESSAGES, SKILL_LEVELS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { SearchInput } from '@/components/ui/search-input';
import { SportOptions } from '@/components/ui/sport-options';
import { EmptyState } from '@/components/ui/states';
import { LazyNearMeBar } from '@/components/near-me/lazy-near-me-bar';
import { useNearMe } from '@/components/near-me/use-near-me';
import { useVenue, useVenuesNear } from '@/components/places/get-venues';
import { formatAway, radiusChoices } from '@/lib/distance';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useDiscoverEvents, type DiscoverFilters } from '../api/get-events';
import { EventCard } from './event-card';
import { useLiveEvents } from '@/lib/live';

// Leaflet and the map view load with the first switch to Map.
const EventsMap = React.lazy(() => import('./events-map'));

/** The filters Discover keeps in the URL; any of them opens the Discover tab. */
export const DISCOVER_FILTER_KEYS = ['sport', 'q', 'from', 'to', 'skillLevel', 'venueId'] as const;

/** What the server said of the filters: each field's text, else its message. */
function filterProblem(error: ApiError): string {
  const fields = Object.values(error.fields ?? {});
  return fields.length ? fields.join(' ') : (error.serverMessage ?? t('Try other filters.'));
}

export function DiscoverEvents() {
  const [params, setParams] = useSearchParams();
  const filters: DiscoverFilters = Object.fromEntries(DISCOVER_FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const [text, setText] = React.useState(filters.q ?? '');
  // /explore is drawn by the server and hydrated later: words typed before then are in the field but not in the state
  // (on a slow phone the search never ran). The first effect takes them over.
  const searchField = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    const typed = searchField.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
    // Once, after the first render: later the state drives the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const nearMe = useNearMe();
  const onMap = nearMe.display === 'map';
  // From after To is explained, not answered with an empty list (issue 19); the list asks without the range meanwhile.
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const asked = reversed ? { ...filters, from: undefined, to: undefined } : filters;
  const query = useDiscoverEvents({ ...asked, ...nearMe.apiParams, limit: onMap ? LIMITS.pageSizeMax : undefined });
  // On a phone the filters fold under one button so results start on the first screen (issue 19).
  const [filtersOpen, setFiltersOpen] = React.useState(false);
  const activeCount = (['sport', 'skillLevel', 'from', 'to'] as const).filter((k) => filters[k]).length;
  // Venues of the searched area on the map (issue 28); the chosen one's name for its chip.
  const venuesNear = useVenuesNear(onMap && nearMe.area && nearMe.apiParams.near ? { near: nearMe.apiParams.near, radiusKm: nearMe.area.radiusKm } : null);
  const chosenVenue = useVenue(filters.venueId);

  const setFilters = (values: Partial<Record<(typeof DISCOVER_FILTER_KEYS)[number], string>>) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('view', 'discover');
        for (const [key, value] of Object.entries(values)) {
          if (value) p.set(key, value);
          else p.delete(key);
        }
        return p;
      },
      { replace: true },
    );
  };
  const setFilter = (key: (typeof DISCOVER_FILTER_KEYS)[number], value: string) => setFilters({ [key]: value });

  // Typing filters after a short pause, so each keystroke is not a request.
  React.useEffect(() => {
    const current = params.get('q') ?? '';
    if (text.trim() === current) return;
    const timer = setTimeout(() => setFilter('q', text.trim()), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const active = DISCOVER_FILTER_KEYS.some((k) => params.get(k));
  // The filters only: Near me and the List / Map choice stay.
  const clear = () => {
    setText('');
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        DISCOVER_FILTER_KEYS.forEach((k) => p.delete(k));
        return p;
      },
      { replace: true },
    );
  };
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  // The cards' places stay true while others join (issue 27): list and map alike.
  useLiveEvents(events);
  // Malformed filters in a link (issue 26): the server's 400 texts, as an empty list with a way out, not an error.
  const badFilters = query.error instanceof ApiError && query.error.status === 400 ? query.error : null;
  const distanceOf = (km: number | null) => formatAway(km, nearMe.unit);
  const wider = nearMe.area ? radiusChoices(nearMe.unit).find((c) => c.km > nearMe.area!.radiusKm + 0.01) : undefined;

  return (
    <div className="grid gap-6">
      <form
        role="search"
        aria-label={t('Filter events')}
        className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', text.trim());
        }}
      >
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="discover-q">{t('Search')}</Label>
          <div className="flex gap-2">
            <SearchInput ref={searchField} id="discover-q" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Title, place, group')} />
            <Button
              type="button"
              variant="outline"
              className="h-11 shrink-0 sm:hidden"
              aria-expanded={filtersOpen || reversed}
              aria-controls="discover-more-filters"
              onClick={() => setFiltersOpen((v) => !v)}
            >
              <SlidersHorizontal aria-hidden="true" /> {t('Filters')}{activeCount ? ` (${activeCount})` : ''}
            </Button>
          </div>
        </div>
        <div id="discover-more-filters" className={cn(filtersOpen || reversed ? 'contents' : 'hidden sm:contents')}>
          <div className="grid gap-2">
            <Label htmlFor="discover-sport">{t('Sport')}</Label>
            <NativeSelect id="discover-sport" value={filters.sport ?? ''} onChange={(e) => setFilter('sport', e.target.value)}>
              <SportOptions emptyLabel={t('All sports')} />
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="discover-skill">{t('Skill level')}</Label>
            <NativeSelect id="discover-skill" value={filters.skillLevel ?? ''} onChange={(e) => setFilter('skillLevel', e.target.value)}>
              <option value="">{t('All levels')}</option>
              {SKILL_LEVELS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(s.label)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField id="discover-from" label={t('From')}>
            <Input
              id="discover-from"
              type="date"
              value={filters.from ?? ''}
              aria-invalid={reversed || undefined}
              aria-describedby={reversed ? 'discover-to-error' : undefined}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </FormField>
          <FormField id="discover-to" label={t('To')} error={reversed ? MESSAGES.event.dateRangeReversed : undefined}>
            <Input
              id="discover-to"
              type="date"
              value={filters.to ?? ''}
              aria-invalid={reversed || undefined}
              aria-describedby={reversed ? 'discover-to-error' : undefined}
              onChange={(e) => setFilter('to', e.target.value)}
            />
          </FormField>
        </div>
        {active ? (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" /> {t('Clear filters')}
            </Button>
          </div>
        ) : null}
      </form>

      <div aria-live="polite" className="sr-only">
        {query.isSuccess ? t('{count, plural, one {# event} other {# events}} shown', { count: events.length }) : ''}
      </div>

      <LazyNearMeBar nearMe={nearMe} idPrefix="discover-events" withSort />

      {filters.venueId ? (
        <div className="-mt-4 flex flex-wrap items-center gap-2">
          <span className="inline-flex h-9 max-w-full items-center gap-1 rounded-full border border-primary/40 bg-primary/10 pl-3 text-sm font-medium">
            <span className="truncate">{t('At {venue}', { venue: chosenVenue.data?.name ?? t('this venue') })}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9 shrink-0 rounded-full"
              aria-label={t('Remove filter: {filter}', { filter: t('At {venue}', { venue: chosenVenue.data?.name ?? t('this venue') }) })}
              onClick={() => setFilter('venueId', '')}
            >
              <X aria-hidden="true" />
            </Button>
          </span>
        </div>
      ) : null}

      {reversed ? (
        <div role="status" className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold">{t('No date range applied.')}</span> {m(MESSAGES.event.dateRangeReversed)} {t('Showing all upcoming events meanwhile.')}
          </p>
          <Button type="button" variant="outline" className="shrink-0" onClick={() => setFilters({ from: filters.to, to: filters.from })}>
            <ArrowLeftRight aria-hidden="true" /> {t('Swap dates')}
          </Button>
        </div>
      ) : null}

      {badFilters ? (
        <EmptyState
          icon={<SlidersHorizontal />}
          title={t("These filters don't work")}
          description={filterProblem(badFilters)}
          action={<Button variant="outline" onClick={clear}>{t('Clear filters')}</Button>}
        />
      ) : onMap ? (
        <React.Suspense fallback={<div role="status" aria-label={t('Loading map')} className="h-[65vh] max-h-[720px] min-h-[420px] animate-pulse rounded-lg bg-secondary" />}>
          <EventsMap
            nearMe={nearMe}
            events={events}
            loading={query.isPending}
            venues={venuesNear.data?.items ?? []}
            venueId={filters.venueId}
            onVenue={(id) => setFilter('venueId', id)}
          />
        </React.Suspense>
      ) : (
        <QueryCardGrid
          query={query}
          items={events}
          renderItem={(e, i) => <EventCard key={e.id} event={e} variant="join" eager={i < 3} distance={distanceOf(e.distanceKm)} headingLevel={2} />}
          loadingLabel={t('Loading events')}
          errorTitle={t('Could not load events')}
          skeletons={6}
          paging={query}
          empty={
            nearMe.area ? (
              <EmptyState
                icon={<Search />}
                title={t('No events nearby')}
                description={active ? t('Nothing matches these filters in this area. Try a wider area or fewer filters.') : t('Nothing is planned in this area yet. Try a wider area.')}
                action={
                  <>
                    {wider ? <Button onClick={() => nearMe.setRadius(wider.km)}>{t('Search within {distance}', { distance: wider.label })}</Button> : null}
                    <Button variant="outline" onClick={nearMe.clear}>
                      {t('Show events everywhere')}
                    </Button>
                  </>
                }
              />
            ) : (
              <EmptyState
                icon={<Search />}
                title={active ? t('No events match these filters') : t('No upcoming events yet')}
                description={active ? t('Try another sport, a wider date range or fewer words.') : t('Check back soon, or organize one yourself.')}
                action={active ? <Button variant="outline" onClick={clear}>{t('Clear filters')}</Button> : undefined}
              />
            )
          }
        />
      )}
    </div>
  );
}
