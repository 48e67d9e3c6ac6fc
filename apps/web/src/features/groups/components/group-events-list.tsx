/**
 * The group's games as a simple list of links (the events feature owns the event card): upcoming soonest first, and
 * Past apart (issue 18), latest first, opened on demand; each section pages with "Load more".
 */
import * as React from 'react';
import { Link } from 'react-router';
import { CalendarDays, CalendarPlus, ChevronRight, MapPin, Repeat, Users } from 'lucide-react';
import { formatEventDateTime, MESSAGES, runtimeTimeZone, seriesLine, sportEmoji } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useGroupEventPages, type GroupEventSection } from '../api/get-group-events';
import type { GroupEvent } from '../api/types';
import { useLiveEvents } from '@/lib/live';
import { m, t } from '@/lib/i18n';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-[4.5rem] w-full" />
      ))}
    </div>
  );
}

function EventRow({ event }: { event: GroupEvent }) {
  return (
    <Link
      to={paths.event(event.id)}
      className="flex min-h-11 items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-soft text-xl">
        {sportEmoji(event.sportType)}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-semibold">{event.title}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          {/* May wrap: on a phone the date and its zone are wider than the row (they ran under the chevron). */}
          <span className="inline-flex min-w-0 items-start gap-1">
            <CalendarDays className="mt-[0.2rem] size-3.5 shrink-0" aria-hidden="true" />
            {formatEventDateTime(event.dateTime, event.timeZone, { viewerZone: runtimeTimeZone() }, m(MESSAGES.event.dateTbd))}
          </span>
          {event.seriesMoreDates ? (
            <span className="inline-flex items-center gap-1 font-medium text-primary">
              <Repeat className="size-3.5" aria-hidden="true" />
              {seriesLine(event.recurringType, event.seriesMoreDates)}
            </span>
          ) : null}
          {event.location ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{event.location}</span>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {event.currentParticipants}/{event.capacity}
          </span>
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

/** One section's rows and its "Load more"; `empty` when the section has none. */
function SectionRows({
  groupId,
  section,
  label,
  empty,
  after,
}: {
  groupId: string;
  section: GroupEventSection;
  label: string;
  empty: React.ReactNode;
  /** Shown under the rows when there are some. */
  after?: React.ReactNode;
}) {
  const events = useGroupEventPages(groupId, section);
  // The group page's games follow their places live (issue 27); past games no longer change.
  useLiveEvents(section === 'past' ? undefined : events.data?.pages.flatMap((p) => p.items));
  if (events.isPending) return <RowsSkeleton label={section === 'past' ? t('Loading past events') : t('Loading events')} />;
  if (events.isError) return <ErrorState error={events.error} title={t("Couldn't load the events of this group.")} onRetry={() => void events.refetch()} />;
  const items = events.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label={label}>
        {items.map((event) => (
          <li key={event.id}>
            <EventRow event={event} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={events} className="justify-self-start" />
      {after}
    </div>
  );
}

export function GroupEventsList({ groupId, canCreate }: { groupId: string; canCreate: boolean }) {
  const create = (variant: 'default' | 'outline') => (
    <Button asChild variant={variant} className="justify-self-start">
      <Link to={paths.createEvent}>
        <CalendarPlus aria-hidden="true" /> {t('Create Event')}
      </Link>
    </Button>
  );
  return (
    <div className="grid gap-4">
      <SectionRows
        groupId={groupId}
        section="upcoming"
        label={t('Upcoming events')}
        after={canCreate ? create('outline') : null}
        empty={
          <EmptyState
            headingLevel={3}
            className="py-8"
            title={t('No upcoming events')}
            description={canCreate ? t('Plan the next game for your members.') : t('New events of this group will show up here.')}
            action={canCreate ? create('default') : null}
          />
        }
      />
      <PastEvents groupId={groupId} />
    </div>
  );
}

/** Past games, apart and closed until asked for (their request is made only then). */
function PastEvents({ groupId }: { groupId: string }) {
  const [open, setOpen] = React.useState(false);
  return (
    <details className="group rounded-lg border" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        {t('Past events')}
      </summary>
      {open ? (
        <div className="border-t p-3">
          <SectionRows
            groupId={groupId}
            section="past"
            label={t('Past events')}
            empty={<p className="text-sm text-muted-foreground">{t('No past events')}</p>}
          />
        </div>
      ) : null}
    </details>
  );
}
