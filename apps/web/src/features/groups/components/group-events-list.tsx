/** The group's upcoming events as a simple list of links (the events feature owns the event card). */
import { Link } from 'react-router';
import { CalendarDays, CalendarPlus, ChevronRight, MapPin, Users } from 'lucide-react';
import { formatEventDateTime, MESSAGES, runtimeTimeZone, sportEmoji } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useGroupEvents } from '../api/get-group-events';

export function GroupEventsList({ groupId, canCreate }: { groupId: string; canCreate: boolean }) {
  const events = useGroupEvents(groupId);
  if (events.isPending)
    return (
      <div role="status" aria-label="Loading events" className="grid gap-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-[4.5rem] w-full" />
        ))}
      </div>
    );
  if (events.isError) return <p className="text-sm text-muted-foreground">Couldn't load the events of this group.</p>;
  if (events.data.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        className="py-8"
        title="No upcoming events"
        description={canCreate ? 'Plan the next game for your members.' : 'New events of this group will show up here.'}
        action={
          canCreate ? (
            <Button asChild>
              <Link to={paths.createEvent}>
                <CalendarPlus aria-hidden="true" /> Create Event
              </Link>
            </Button>
          ) : null
        }
      />
    );
  return (
    <>
    <ul className="grid gap-2">
      {events.data.items.map((event) => (
        <li key={event.id}>
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
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  {formatEventDateTime(event.dateTime, event.timeZone, { viewerZone: runtimeTimeZone() }, MESSAGES.event.dateTbd)}
                </span>
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
        </li>
      ))}
    </ul>
    {canCreate ? (
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.createEvent}>
          <CalendarPlus aria-hidden="true" /> Create Event
        </Link>
      </Button>
    ) : null}
    </>
  );
}
