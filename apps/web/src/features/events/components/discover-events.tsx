/** Discover (rulings §4): upcoming events filtered by sport, dates, skill level and text; "Load more" by cursor. */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Search, X } from 'lucide-react';
import { SKILL_LEVELS, SPORTS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDiscoverEvents, type DiscoverFilters } from '../api/get-events';
import { EventCard, EventCardSkeleton, EventGrid } from './event-card';
import { EmptyState, ErrorState } from './states';

const FILTER_KEYS = ['sport', 'q', 'from', 'to', 'skillLevel'] as const;

export function DiscoverEvents() {
  const [params, setParams] = useSearchParams();
  const filters: DiscoverFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const [text, setText] = React.useState(filters.q ?? '');
  const query = useDiscoverEvents(filters);

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('view', 'discover');
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  };

  // Typing filters after a short pause, so each keystroke is not a request.
  React.useEffect(() => {
    const current = params.get('q') ?? '';
    if (text.trim() === current) return;
    const t = setTimeout(() => setFilter('q', text.trim()), 350);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const active = FILTER_KEYS.some((k) => params.get(k));
  const clear = () => {
    setText('');
    setParams(new URLSearchParams({ view: 'discover' }), { replace: true });
  };
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="grid gap-6">
      <form
        role="search"
        aria-label="Filter events"
        className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', text.trim());
        }}
      >
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="discover-q">Search</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="discover-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Title, place, group" className="pl-9" />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-sport">Sport</Label>
          <NativeSelect id="discover-sport" value={filters.sport ?? ''} onChange={(e) => setFilter('sport', e.target.value)}>
            <option value="">All sports</option>
            {SPORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.emoji} {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-skill">Skill level</Label>
          <NativeSelect id="discover-skill" value={filters.skillLevel ?? ''} onChange={(e) => setFilter('skillLevel', e.target.value)}>
            <option value="">All levels</option>
            {SKILL_LEVELS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-from">From</Label>
          <Input id="discover-from" type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => setFilter('from', e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-to">To</Label>
          <Input id="discover-to" type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => setFilter('to', e.target.value)} />
        </div>
        {active ? (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" /> Clear filters
            </Button>
          </div>
        ) : null}
      </form>

      <div aria-live="polite" className="sr-only">
        {query.isSuccess ? `${events.length} ${events.length === 1 ? 'event' : 'events'} shown` : ''}
      </div>

      {query.isLoading ? (
        <EventGrid aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <EventCardSkeleton key={i} />
          ))}
        </EventGrid>
      ) : query.isError ? (
        <ErrorState title="Could not load events" onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title={active ? 'No events match these filters' : 'No upcoming events yet'}
          description={active ? 'Try another sport, a wider date range or fewer words.' : 'Check back soon, or organize one yourself.'}
          action={active ? <Button variant="outline" onClick={clear}>Clear filters</Button> : undefined}
        />
      ) : (
        <>
          <EventGrid>
            {events.map((e, i) => (
              <EventCard key={e.id} event={e} variant="join" eager={i < 3} />
            ))}
          </EventGrid>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
