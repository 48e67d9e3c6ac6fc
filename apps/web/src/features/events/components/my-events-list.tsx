import { Link } from 'react-router';
import { CalendarPlus, Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { ActiveRole } from '@/lib/role';
import { useCreatedEvents, useJoinedEvents } from '../api/get-my-events';
import { EventCard, EventCardSkeleton, EventGrid } from './event-card';
import { EmptyState, ErrorState } from './states';

/** "My Events" (organizer, manage cards) or "My Joined Events" (member). */
export function MyEventsList({ role, onDiscover }: { role: ActiveRole; onDiscover(): void }) {
  const organizer = role === 'organizer';
  const created = useCreatedEvents(organizer);
  const joined = useJoinedEvents(!organizer);
  const query = organizer ? created : joined;

  if (query.isLoading) {
    return (
      <EventGrid aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <EventCardSkeleton key={i} />
        ))}
      </EventGrid>
    );
  }
  if (query.isError) return <ErrorState title="Could not load your events" onRetry={() => void query.refetch()} />;
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (events.length === 0) {
    return organizer ? (
      <EmptyState
        icon={<CalendarPlus aria-hidden="true" />}
        title="No events yet"
        description="Create your first game and invite your group."
        action={
          <Button asChild>
            <Link to={paths.createEvent}>Create Event</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Search aria-hidden="true" />}
        title="No joined events"
        description="Find a game near you and join in."
        action={<Button onClick={onDiscover}>Discover Events</Button>}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <EventGrid>
        {events.map((e, i) => (
          <EventCard key={e.id} event={e} variant={organizer ? 'manage' : 'join'} eager={i < 3} />
        ))}
      </EventGrid>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
