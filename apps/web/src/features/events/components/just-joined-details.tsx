/** The "You're in" card's body (issue 26), loaded lazily by just-joined-card.tsx when a game was just joined. */
import * as React from 'react';
import { Link } from 'react-router';
import { CalendarClock, CheckCircle2, Hourglass, MapPin, MessageCircle, Navigation, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useEvent } from '../api/get-event';
import type { EventDetail } from '../api/types';
import { AddToCalendarButton, ShareEventButton } from './calendar-share';
import { directionsUrl } from './event-place';
import { formatEventDate } from './format';
import { t } from '@/lib/i18n';

export default function JustJoined({ eventId, onGone }: { eventId: string; onGone: () => void }) {
  const event = useEvent(eventId);
  const over = event.data ? Date.parse(event.data.endDateTime) <= Date.now() : false;
  const stillIn = event.data ? event.data.isUserParticipant && !event.data.cancelledAt : true;
  const gone = event.isError || over || !stillIn;
  React.useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  if (!event.data || gone) return null;
  return <JoinedCard event={event.data} onDismiss={onGone} />;
}

function JoinedCard({ event, onDismiss }: { event: EventDetail; onDismiss: () => void }) {
  const waitlisted = event.userParticipation?.status === 'waitlisted';
  const position = event.userParticipation?.waitlistPosition;
  const heading = waitlisted ? (position ? t("You're on the waitlist, position {position}", { position }) : t("You're on the waitlist")) : t("You're in!");
  return (
    <section aria-labelledby="just-joined-heading" className="relative grid gap-4 rounded-xl border border-primary/40 bg-brand-soft/40 p-4 shadow-sm sm:p-6">
      <Button variant="ghost" size="icon" className="absolute right-2 top-2" aria-label={t('Dismiss')} onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
      <div className="grid gap-1 pr-10">
        <h2 id="just-joined-heading" className="flex items-center gap-2 text-lg font-semibold">
          {waitlisted ? <Hourglass className="size-5 text-amber-600" aria-hidden="true" /> : <CheckCircle2 className="size-5 text-brand-strong" aria-hidden="true" />}
          {heading}
        </h2>
        <Link to={paths.event(event.id)} className="text-xl font-bold underline-offset-4 hover:underline">
          {event.title}
        </Link>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('When')}</dt>
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd>{formatEventDate(event.dateTime, event.timeZone)}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('Where')}</dt>
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd className="grid gap-1">
            <span>{event.location}</span>
            {event.latitude !== null && event.longitude !== null ? (
              <a
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-strong underline-offset-4 hover:underline sm:min-h-0"
                href={directionsUrl(event.latitude, event.longitude, event.location)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Navigation className="size-4" aria-hidden="true" /> {t('Directions')}
                <span className="sr-only"> {t('(opens in a new tab)')}</span>
              </a>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <div className="flex gap-2 sm:contents">
          <AddToCalendarButton event={event} />
          <ShareEventButton eventId={event.id} title={event.title} />
        </div>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link to={`${paths.event(event.id)}#comments`}>
            <MessageCircle aria-hidden="true" /> {t('Ask in the comments')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
