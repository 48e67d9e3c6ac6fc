import { Link } from 'react-router';
import { CalendarPlus, Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState } from '@/components/ui/states';
import type { ActiveRole } from '@/lib/role';
import { useCreatedEvents } from '../api/get-created-events';
import { useJoinedEvents } from '../api/get-joined-events';
import { EventCard } from './event-card';

/** "My Events" (organizer, manage cards) or "My Joined Events" (member). */
export function MyEventsList({ role, onDiscover }: { role: ActiveRole; onDiscover(): void }) {
  const organizer = role === 'organizer';
  const created = useCreatedEvents(organizer);
  const joined = useJoinedEvents(!organizer);
  const query = organizer ? created : joined;
  return (
    <QueryCardGrid
      query={query}
      items={query.data?.pages.flatMap((p) => p.items) ?? []}
      renderItem={(e, i) => <EventCard key={e.id} event={e} variant={organizer ? 'manage' : 'join'} eager={i < 3} />}
      loadingLabel="Loading your events"
      errorTitle="Could not load your events"
      paging={query}
      empty={
        organizer ? (
          <EmptyState
            icon={<CalendarPlus />}
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
            icon={<Search />}
            title="No joined events"
            description="Find a game near you and join in."
            action={<Button onClick={onDiscover}>Discover Events</Button>}
          />
        )
      }
    />
  );
}
