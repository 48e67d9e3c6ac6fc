/** Discover's Map view of events (loaded with the first switch to Map): markers and the card of a tapped one. */
import { sportEmoji } from '@kickoff/shared';
import { DiscoverMap } from '@/components/near-me/discover-map';
import type { NearMe } from '@/components/near-me/use-near-me';
import { paths } from '@/config/paths';
import { formatAway } from '@/lib/distance';
import type { EventSummary } from '../api/types';
import { EventMapCard } from './event-map-card';

export default function EventsMap({ nearMe, events, loading }: { nearMe: NearMe; events: EventSummary[]; loading: boolean }) {
  const placed = events.filter((e) => e.latitude !== null && e.longitude !== null);
  return (
    <DiscoverMap
      nearMe={nearMe}
      loading={loading}
      noun={['event', 'events']}
      items={placed.map((e) => ({ id: e.id, latitude: e.latitude!, longitude: e.longitude!, title: e.title, emoji: sportEmoji(e.sportType), href: paths.event(e.id) }))}
      withoutSpot={events.length - placed.length}
      renderPopup={(id) => {
        const event = events.find((e) => e.id === id);
        return event ? <EventMapCard event={event} distance={formatAway(event.distanceKm, nearMe.unit)} /> : null;
      }}
    />
  );
}
