/** The event card of spec §2, reused by the events lists, the dashboard and the landing page. */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import type * as React from 'react';
import { Calendar, Clock, CreditCard, MapPin, Navigation, Repeat, Users, type LucideIcon } from 'lucide-react';
import { seriesLine, sportEmoji, sportLabel } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SportImage } from '@/components/ui/sport-image';
import { cn } from '@/lib/utils';
import { useHydrated } from '@/lib/use-hydrated';
import type { EventSummary } from '../api/types';
import { CapacityBar, isEventFull } from './capacity-bar';
import { formatEventDate, formatPrice, personName } from './format';
import { ManageEventActions } from './manage-event-actions';
import { cardHeadingTag, type CardHeadingLevel } from '@/components/ui/card-heading';

export type EventCardVariant = 'manage' | 'join' | 'signup' | 'plain';

export interface EventCardProps {
  event: EventSummary;
  /** manage: View Details, Edit, Copy, Delete; join: View Details or Join Event; signup: "Sign up to join" badge (landing). */
  variant?: EventCardVariant;
  /** signup variant: every call to action opens the sign-in dialog instead of following the link. */
  onSignUp?: () => void;
  /** Load the image eagerly (the first cards above the fold). */
  eager?: boolean;
  /** "2.3 mi away" in a Near me search. */
  distance?: string | null;
  /** Its title's heading level (components/ui/card-heading). */
  headingLevel?: CardHeadingLevel;
  className?: string;
}

function hostsLine(event: EventSummary): string {
  const organizer = event.organizer ? personName(event.organizer) : null;
  const cohosts = (event.coHosts ?? []).map(personName);
  const others = `${cohosts.slice(0, 2).join(', ')}${cohosts.length > 2 ? ` +${cohosts.length - 2}` : ''}`;
  return organizer
    ? cohosts.length
      ? t('Hosted by {organizer} with {others}', { organizer, others })
      : t('Hosted by {organizer}', { organizer })
    : cohosts.length
      ? t('Co-hosted by {names}', { names: cohosts.join(', ') })
      : '';
}

export function EventCard({ event, variant = 'join', onSignUp, eager, distance, headingLevel = 3, className }: EventCardProps) {
  const Heading = cardHeadingTag(headingLevel);
  const full = event.isFull ?? isEventFull(event);
  const href = paths.event(event.id);
  const hosts = hostsLine(event);
  const titleId = `event-card-title-${event.id}`;
  const stretch = 'after:absolute after:inset-0 after:content-[""]';
  // Rendered by the server (/explore, issue 26), the card cannot know the viewer's zone: until the browser has taken
  // the page over, the date carries its zone's name ("6:00 PM CST"), which is right for everyone.
  const hydrated = useHydrated();

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <SportImage imageUrl={event.imageUrl} sportType={event.sportType} eager={eager} />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <Badge variant="outline" className="border-transparent bg-background/95 text-foreground shadow-sm">
            <span aria-hidden="true">{sportEmoji(event.sportType)}</span> {t(sportLabel(event.sportType))}
          </Badge>
          {event.cancelledAt ? <Badge variant="destructive">{t('Cancelled')}</Badge> : full ? <Badge variant="accent">{t('Full')}</Badge> : null}
          {variant === 'signup' ? <Badge className="bg-primary text-primary-foreground">{t('Sign up to join')}</Badge> : null}
          {variant !== 'signup' && (event.isUserOrganizer || event.isUserCoHost) ? (
            <Badge className="shadow-sm">{event.isUserOrganizer ? t('Organizer') : t('Co-host')}</Badge>
          ) : variant !== 'signup' && event.isUserParticipant ? (
            <ParticipationBadge event={event} />
          ) : null}
        </div>
        {distance ? (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-background/95 px-2.5 py-0.5 text-xs font-semibold shadow-sm">
            <Navigation className="size-3 text-primary" aria-hidden="true" /> {distance}
          </span>
        ) : null}
        <span className="absolute bottom-3 right-3 rounded-full bg-background/95 px-2.5 py-0.5 text-xs font-semibold shadow-sm">
          {formatPrice(event.price, event.currency)}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <Heading id={titleId} className="line-clamp-2 text-lg font-semibold leading-snug">
            {variant === 'signup' ? (
              <button type="button" onClick={onSignUp} className={cn('text-left focus-visible:outline-none', stretch)}>
                {event.title}
              </button>
            ) : (
              <Link to={href} className={cn('focus-visible:outline-none', stretch)}>
                {event.title}
              </Link>
            )}
          </Heading>
          {event.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p> : null}
        </div>

        <dl className="grid gap-1.5 text-sm">
          <CardFact icon={Calendar} label={t('Date')}>
            {hydrated ? formatEventDate(event.dateTime, event.timeZone) : formatEventDate(event.dateTime, event.timeZone, null)}
          </CardFact>
          {event.seriesMoreDates ? (
            <CardFact icon={Repeat} label={t('Series')} className="font-medium text-primary">
              {seriesLine(event.recurringType, event.seriesMoreDates)}
            </CardFact>
          ) : null}
          <CardFact icon={MapPin} label={t('Location')} className="truncate">
            {event.location}
          </CardFact>
          {event.group ? (
            <CardFact icon={Users} label={t('Group')} className="truncate">
              {event.group.name}
            </CardFact>
          ) : null}
        </dl>

        {hosts ? <p className="truncate text-xs text-muted-foreground">{hosts}</p> : null}

        <CapacityBar current={event.currentParticipants} capacity={event.capacity} allowWaitlist={event.allowWaitlist} cancelled={!!event.cancelledAt} className="mt-auto" />

        <CardActions event={event} variant={variant} full={full} href={href} onSignUp={onSignUp} />
      </div>
    </article>
  );
}

/**
 * The viewer's own standing (issue 29): "Payment pending" while they hold places not paid yet (a hold, or a place
 * offered from the waitlist), else Joined or Waitlisted.
 */
function ParticipationBadge({ event }: { event: EventSummary }) {
  const mine = event.userParticipation;
  if (mine?.status === 'registered' && mine.paymentStatus === 'pending') {
    return (
      <Badge variant="accent" className="shadow-sm">
        <Clock className="size-3" aria-hidden="true" /> {t('Payment pending')}
      </Badge>
    );
  }
  return <Badge className="shadow-sm">{mine?.status === 'waitlisted' ? t('Waitlisted') : t('Joined')}</Badge>;
}

/** One line of the card's facts: an icon, its name for screen readers, the value. */
function CardFact({ icon: Icon, label, className, children }: { icon: LucideIcon; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex shrink-0">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function CardActions({
  event,
  variant,
  full,
  href,
  onSignUp,
}: {
  event: EventSummary;
  variant: EventCardVariant;
  full: boolean;
  href: string;
  onSignUp?: () => void;
}) {
  if (variant === 'plain') return null;
  if (variant === 'manage') return <ManageEventActions event={event} />;
  if (variant === 'signup') {
    return (
      <Button className="relative z-10 w-full" onClick={onSignUp}>
        {t('Sign up to join')}<span className="sr-only">: {event.title}</span>
      </Button>
    );
  }
  if (event.isUserParticipant) {
    return (
      <Button asChild variant="outline" className="relative z-10 w-full">
        <Link to={href}>
          {t('View Details')}<span className="sr-only"> {t('of {title}', { title: event.title })}</span>
        </Link>
      </Button>
    );
  }
  if (full) {
    return (
      <Button className="relative z-10 w-full" disabled>
        {t('Event Full')}
      </Button>
    );
  }
  // A game paid online (issue 29): the place is paid for on joining, on the event's page (Stripe Checkout).
  const pay = event.paymentMode === 'online';
  return (
    <Button asChild className="relative z-10 w-full">
      <Link to={href}>
        {pay ? <CreditCard aria-hidden="true" /> : null}
        {pay ? t('Pay and join') : t('Join Event')}
        <span className="sr-only">: {event.title}</span>
      </Link>
    </Button>
  );
}
