/**
 * A public group's next games on its page for visitors (rulings §11): Discover's cards of that group (public events
 * only; a private group's are never listed), the first 6, each opening the event's own public page.
 */
import { CalendarRange } from 'lucide-react';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState } from '@/components/ui/states';
import { useDiscoverEvents } from '../api/get-events';
import { EventCard } from './event-card';

export const GROUP_UPCOMING_LIMIT = 6;

export function GroupUpcomingEvents({ groupId }: { groupId: string }) {
  const events = useDiscoverEvents({ groupId, limit: GROUP_UPCOMING_LIMIT });
  return (
    <section aria-labelledby="group-upcoming-title" className="grid gap-4">
      <h2 id="group-upcoming-title" className="text-xl font-semibold tracking-tight">
        Upcoming games
      </h2>
      <QueryCardGrid
        query={events}
        items={events.data?.pages[0]?.items ?? []}
        renderItem={(event, i) => <EventCard key={event.id} event={event} variant="plain" eager={i < 2} />}
        loadingLabel="Loading the group's games"
        errorTitle="Could not load the group's games"
        headingLevel={3}
        skeletons={2}
        columns={2}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<CalendarRange />}
            title="No upcoming games"
            description="New games show up here when the organizer announces them."
          />
        }
      />
    </section>
  );
}
