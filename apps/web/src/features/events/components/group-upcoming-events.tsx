/**
 * A public group's next games on its page for visitors (rulings §11): Discover's cards of that group (public events
 * only; a private group's are never listed), the first 6, each opening the event's own public page.
 */
import { VENUE_TEXTS } from '@kickoff/shared';
import { CalendarRange } from 'lucide-react';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState } from '@/components/ui/states';
import { useDiscoverEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { useLiveEvents } from '@/lib/live';
import { t } from '@/lib/i18n';

export const GROUP_UPCOMING_LIMIT = 6;

export function GroupUpcomingEvents({ groupId }: { groupId: string }) {
  const events = useDiscoverEvents({ groupId, limit: GROUP_UPCOMING_LIMIT });
  useLiveEvents(events.data?.pages[0]?.items);
  return (
    <section aria-labelledby="group-upcoming-title" className="grid gap-4">
      <h2 id="group-upcoming-title" className="text-xl font-semibold tracking-tight">
        {t('Upcoming games')}
      </h2>
      <QueryCardGrid
        query={events}
        items={events.data?.pages[0]?.items ?? []}
        renderItem={(event, i) => <EventCard key={event.id} event={event} variant="plain" eager={i < 2} />}
        loadingLabel={t("Loading the group's games")}
        errorTitle={t("Could not load the group's games")}
        headingLevel={3}
        skeletons={2}
        columns={2}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<CalendarRange />}
            title={t('No upcoming games')}
            description={t('New games show up here when the organizer announces them.')}
          />
        }
      />
    </section>
  );
}

/** The coming games at a venue (issue 28): public ones for visitors, plus the person's own groups' (the server decides). */
export function VenueUpcomingEvents({ venueId }: { venueId: string }) {
  const events = useDiscoverEvents({ venueId, limit: GROUP_UPCOMING_LIMIT });
  useLiveEvents(events.data?.pages[0]?.items);
  return (
    <section aria-labelledby="venue-upcoming-title" className="grid gap-4">
      <h2 id="venue-upcoming-title" className="text-xl font-semibold tracking-tight">
        {t(VENUE_TEXTS.upcomingGames)}
      </h2>
      <QueryCardGrid
        query={events}
        items={events.data?.pages[0]?.items ?? []}
        renderItem={(event, i) => <EventCard key={event.id} event={event} variant="plain" eager={i < 2} />}
        loadingLabel={t('Loading the games here')}
        errorTitle={t('Could not load the games here')}
        headingLevel={3}
        skeletons={2}
        columns={2}
        empty={<EmptyState headingLevel={3} icon={<CalendarRange />} title={t(VENUE_TEXTS.noUpcomingGames)} description={t('Games placed at this venue show up here.')} />}
      />
    </section>
  );
}
