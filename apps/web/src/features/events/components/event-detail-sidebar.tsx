/** The detail screen's side column: the action card, organizer, group, co-hosts and participants. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link } from 'react-router';
import { CalendarX, Settings2 } from 'lucide-react';
import { NO_SHOW_RULE, sportEmoji } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QueuedWrites } from '@/components/ui/queued-writes';
import { cn } from '@/lib/utils';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useParticipants } from '../api/get-participants';
import { participationScope } from '../api/join-event';
import type { EventDetail } from '../api/types';
import { AddToCalendarButton, ShareEventButton } from './calendar-share';
import { formatEventDate, formatPrice, personName } from './format';
import { JoinEventDialog } from './join-dialog';
import { LeaveEventButton } from './leave-event-button';
import { checkInOpen } from './attendance-windows';

// Loaded with the first click: most visits never cancel anything.
const CancelEventDialog = React.lazy(() => import('./cancel-event-dialog').then((m) => ({ default: m.CancelEventDialog })));

// Published teams (issue 14): read with the participant's page, drawn after it.
const MyTeam = React.lazy(() => import('./teams-editor').then((m) => ({ default: m.MyTeam })));

// A paid event's join, payment status and leave (issue 29): loaded only for events with a price.
const paidEvent = () => import('./payments/paid-event');
const PaidJoinAction = React.lazy(() => paidEvent().then((m) => ({ default: m.PaidJoinAction })));
const PaidParticipantStatus = React.lazy(() => paidEvent().then((m) => ({ default: m.PaidParticipantStatus })));
const PaidLeaveButton = React.lazy(() => paidEvent().then((m) => ({ default: m.PaidLeaveButton })));

/** A price above zero: the payment UI applies (online, or at the field). */
export const isPaidEvent = (event: Pick<EventDetail, 'price'>) => Number.parseFloat(event.price) > 0;

// Game day's check-in: loaded only around the start of an event the viewer joined.
const CheckInButton = React.lazy(() => import('./attendance').then((m) => ({ default: m.CheckInButton })));

/** Check-in from 30 minutes before to 60 after the start (issue 14); the viewer's own row says if they did. */
function CheckIn({ event }: { event: EventDetail }) {
  const near = checkInOpen(event);
  const participants = useParticipants(event.id, near);
  if (!near) return null;
  const me = participants.data?.find((p) => p.id === event.userParticipation?.id);
  return (
    <React.Suspense fallback={null}>
      <CheckInButton event={event} me={me} />
    </React.Suspense>
  );
}

/** Hosts cancel an event that has not started (issue 14); it stays, marked Cancelled. */
function CancelEventButton({ event }: { event: EventDetail }) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <CalendarX aria-hidden="true" /> {t('Cancel Event')}
      </Button>
      {open || used ? (
        <React.Suspense fallback={null}>
          <CancelEventDialog event={event} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  );
}

function Panel({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Person({
  person,
  meta,
  badge,
}: {
  person: { firstName: string; lastName: string; profileImageUrl: string | null };
  meta?: React.ReactNode;
  badge?: React.ReactNode;
}) {
  const name = personName(person);
  return (
    <div className="flex items-center gap-3">
      <Avatar className="size-9">
        {person.profileImageUrl ? <AvatarImage src={person.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="text-xs">{initialsOf(name) || '?'}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0">
        <span className="truncate text-sm font-medium">{name}</span>
        {meta ? <span className="truncate text-xs text-muted-foreground">{meta}</span> : null}
      </div>
      {badge ? <div className="ml-auto">{badge}</div> : null}
    </div>
  );
}

/** The participant's line, or on a paid event its payment's (pending, paid, receipt), loaded with the payment UI. */
function PaidStatus({ event, children }: { event: EventDetail; children: React.ReactNode }) {
  if (!isPaidEvent(event)) return <>{children}</>;
  return (
    <React.Suspense fallback={children}>
      <PaidParticipantStatus event={event}>{children}</PaidParticipantStatus>
    </React.Suspense>
  );
}

/** Join, Join Waitlist, Leave, Manage Participants, Add to calendar and Share. */
export function ActionCard({ event, onJoined, className }: { event: EventDetail; onJoined?(): void; className?: string }) {
  const isHost = event.isUserOrganizer || event.isUserCoHost;
  const status = event.userParticipation?.status;
  const guests = event.userParticipation?.guestCount ?? 0;
  const position = event.userParticipation?.waitlistPosition;
  const held = event.userParticipation?.heldByNoShowRule;
  return (
    <section aria-label={t('Your participation')} className={cn('grid gap-3 rounded-lg border bg-card p-4 shadow-sm', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="shrink-0 whitespace-nowrap text-2xl font-bold">{formatPrice(event.price, event.currency)}</span>
        <span className="text-sm text-muted-foreground">{formatEventDate(event.dateTime, event.timeZone)}</span>
      </div>
      <QueuedWrites scope={participationScope(event.id)} />
      {isHost ? (
        <>
          <p className="rounded-md bg-brand-soft px-3 py-2 text-sm font-medium text-brand-strong">
            {event.isUserOrganizer ? t("You're the organizer of this event.") : t("You're a co-host of this event.")}
          </p>
          <Button asChild>
            <Link to={paths.eventParticipants(event.id)}>
              <Settings2 aria-hidden="true" /> {t('Manage Participants')}
            </Link>
          </Button>
          {!event.cancelledAt && !event.hasStarted ? <CancelEventButton event={event} /> : null}
        </>
      ) : event.cancelledAt ? (
        <Button size="lg" disabled>
          {t('Event cancelled')}
        </Button>
      ) : event.isUserParticipant ? (
        <>
          <PaidStatus event={event}>
          <p
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium',
              status === 'waitlisted' ? 'bg-accent text-accent-foreground' : 'bg-brand-soft text-brand-strong',
            )}
          >
            {status === 'waitlisted'
              ? position
                ? t("You're #{position} on the waitlist", { position })
                : t("You're on the waitlist")
              : t("You're in!")}
            {guests ? ` (${t('{count, plural, one {+# guest} other {+# guests}}', { count: guests })})` : ''}
            {status === 'waitlisted' ? (
              <span className="mt-0.5 block text-xs font-normal">
                {held
                  ? NO_SHOW_RULE.heldText(held)
                  : position === 1
                    ? t('You move up first when a place frees.')
                    : t("You'll hear as soon as you move up.")}
              </span>
            ) : null}
          </p>
          </PaidStatus>
          <CheckIn event={event} />
          {status === 'registered' && event.userParticipation ? (
            <React.Suspense fallback={null}>
              <MyTeam eventId={event.id} participantId={event.userParticipation.id} />
            </React.Suspense>
          ) : null}
          {isPaidEvent(event) && status === 'registered' ? (
            <React.Suspense fallback={<Skeleton className="h-10" />}>
              <PaidLeaveButton eventId={event.id} guestCount={guests} />
            </React.Suspense>
          ) : (
            <LeaveEventButton eventId={event.id} waitlisted={status === 'waitlisted'} guestCount={guests} />
          )}
        </>
      ) : event.hasStarted ? (
        <Button size="lg" disabled>
          {t('Event has started')}
        </Button>
      ) : isPaidEvent(event) ? (
        <React.Suspense fallback={<Skeleton className="h-11" />}>
          <PaidJoinAction event={event} onJoined={onJoined} />
        </React.Suspense>
      ) : (
        <JoinEventDialog event={event} onJoined={onJoined} />
      )}
      <div className="flex flex-wrap gap-2">
        <AddToCalendarButton event={event} />
        <ShareEventButton eventId={event.id} title={event.title} />
      </div>
    </section>
  );
}

/** Participants shown before "Show all" (issue 19: no hidden inner scroll). */
const PREVIEW = 8;

function ParticipantsPanel({ event }: { event: EventDetail }) {
  const [showAll, setShowAll] = React.useState(false);
  const participants = useDeferredQuery(useParticipants(event.id));
  const registered = (participants.data ?? []).filter((p) => p.status === 'registered');
  const waitlisted = (participants.data ?? []).filter((p) => p.status === 'waitlisted');
  return (
    <Panel title={`${t('Participants')} (${event.currentParticipants}/${event.capacity})`} id="participants-heading">
      {participants.isLoading ? (
        <div role="status" className="grid gap-2" aria-label={t('Loading participants')}>
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : participants.isError ? (
        <p className="text-sm text-muted-foreground">{t("Participants are visible to the group's members.")}</p>
      ) : registered.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No one has joined yet. Be the first!')}</p>
      ) : (
        <ul className="grid gap-3">
          {(showAll ? registered : registered.slice(0, PREVIEW)).map((p) => (
            <li key={p.id}>
              <Person
                person={p}
                meta={p.guestCount ? t('{count, plural, one {+# guest} other {+# guests}}', { count: p.guestCount }) : undefined}
                badge={p.isOrganizer ? <Badge>{t('Organizer')}</Badge> : p.isCoHost ? <Badge variant="secondary">{t('Co-host')}</Badge> : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {registered.length > PREVIEW ? (
        <Button variant="outline" size="sm" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
          {showAll ? t('Show fewer') : t('Show all {count} participants', { count: registered.length })}
        </Button>
      ) : null}
      {waitlisted.length ? <p className="text-xs text-muted-foreground">{t('{count} on the waitlist', { count: waitlisted.length })}</p> : null}
    </Panel>
  );
}

export function EventSidebar({ event, className, onJoined }: { event: EventDetail; className?: string; onJoined?(): void }) {
  return (
    <aside aria-label={t('Event hosts and participants')} className={cn('grid content-start gap-4', className)}>
      {/* On small screens the screen shows the action card right under the title instead. */}
      <ActionCard event={event} onJoined={onJoined} className="hidden lg:grid" />
      <Panel title={t('Organizer')} id="organizer-heading">
        <Person person={event.organizer} meta={event.organizer.email ?? undefined} />
      </Panel>
      <Panel title={t('Group')} id="group-heading">
        <Link to={paths.group(event.group.id)} className="-m-2 flex items-center gap-3 rounded-md p-2 hover:bg-secondary">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-md bg-brand-soft text-lg">
            {sportEmoji(event.group.sportType)}
          </span>
          <span className="grid min-w-0">
            <span className="truncate text-sm font-medium">{event.group.name}</span>
            <span className="text-xs text-muted-foreground">
              {t('{count, plural, one {# member} other {# members}}', { count: event.group.memberCount })}
              {event.group.isPrivate ? ` · ${t('Private')}` : ''}
            </span>
          </span>
        </Link>
      </Panel>
      {event.coHosts.length ? (
        <Panel title={t('Co-hosts')} id="cohosts-heading">
          <ul className="grid gap-3">
            {event.coHosts.map((c) => (
              <li key={c.id}>
                <Person person={c} />
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <ParticipantsPanel event={event} />
    </aside>
  );
}
