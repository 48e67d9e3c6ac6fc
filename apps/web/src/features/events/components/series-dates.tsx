/**
 * A series' other dates on its event page (issue 26): Discover shows a series as one card, its next date; here the
 * person picks another. Each date links to that occurrence's page, with its places line; this one is marked.
 */
import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useEventDates } from '../api/get-event-dates';
import { formatEventDate } from './format';
import { t } from '@/lib/i18n';

interface SeriesEvent {
  id: string;
  recurringSeriesId: string | null;
  recurringType: 'weekly' | 'monthly' | null;
}

function placesLine(d: { cancelledAt: string | null; capacity: number; currentParticipants: number }): string {
  if (d.cancelledAt) return t('Cancelled');
  const left = d.capacity - d.currentParticipants;
  return left > 0 ? t('{count, plural, one {# spot left} other {# spots left}}', { count: left }) : t('Full');
}

export function SeriesDates({ event }: { event: SeriesEvent }) {
  const dates = useEventDates(event.id, Boolean(event.recurringSeriesId));
  const items = dates.data?.items ?? [];
  if (!event.recurringSeriesId || items.length < 2) return null;
  return (
    <section aria-labelledby="series-dates-heading" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="series-dates-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Repeat className="size-5 text-primary" aria-hidden="true" />
        {event.recurringType === 'monthly' ? t('Monthly: pick a date') : t('Weekly: pick a date')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((d) => {
          const current = d.id === event.id;
          return (
            <li key={d.id}>
              <Link
                to={paths.event(d.id)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 flex-col justify-center rounded-md border px-3 py-2 text-sm transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
                  current && 'border-primary bg-brand-soft',
                )}
              >
                <span className="font-medium">{formatEventDate(d.dateTime, d.timeZone)}</span>
                <span className={cn('text-xs', d.cancelledAt ? 'text-destructive' : 'text-muted-foreground')}>
                  {current ? `${t('This date')} · ` : ''}
                  {placesLine(d)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
