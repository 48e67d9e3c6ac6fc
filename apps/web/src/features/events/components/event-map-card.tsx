/** The card a tapped marker opens on Discover's map: what, when, where, how far, and the way to the event. */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import { sportEmoji, sportLabel } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { EventSummary } from '../api/types';
import { formatEventDate } from './format';

export function EventMapCard({ event, distance }: { event: EventSummary; distance?: string | null }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        <span aria-hidden="true">{sportEmoji(event.sportType)}</span> {t(sportLabel(event.sportType))}
      </p>
      <p className="text-base font-semibold leading-snug text-foreground">{event.title}</p>
      <p className="text-foreground">{formatEventDate(event.dateTime, event.timeZone)}</p>
      <p className="truncate text-muted-foreground">
        {event.location}
        {distance ? ` · ${distance}` : ''}
      </p>
      <Button asChild size="sm" className="kickoff-popup-action mt-1.5 h-10">
        <Link to={paths.event(event.id)}>
          {t('View event')}<span className="sr-only">: {event.title}</span>
        </Link>
      </Button>
    </div>
  );
}
