/** Discover's Map view of events (loaded with the first switch to Map): markers and the card of a tapped one. */
import { sportEmoji, type Venue } from '@kickoff/shared';
import { DiscoverMap } from '@/components/near-me/discover-map';
import type { NearMe } from '@/components/near-me/use-near-me';
import { VenueMapCard } from '@/components/near-me/venue-map-card';
import { paths } from '@/config/paths';
import { formatAway } from '@/lib/distance';
import type { EventSummary } from '../api/types';
import { EventMapCard } from './event-map-card';

export default function EventsMap({
  nearMe,
  events,
  loading,
  venues,
  venueId,
  onVenue,
}: {
  nearMe: NearMe;
  events: EventSummary[];
  loading: boolean;
  /** Venues in the searched area (issue 28); tapping one filters the games to it. */
  venues: Venue[];
  venueId?: string;
  onVenue(id: string): void;
}) {
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
      venueLayer={{
        venues: venues.map((v) => ({ id: v.id, name: v.name, latitude: v.latitude, longitude: v.longitude })),
        selectedId: venueId,
        onVenue,
        renderPopup: (id) => {
          const venue = venues.find((v) => v.id === id);
          return venue ? <VenueMapCard venue={venue} distance={formatAway(venue.distanceKm, nearMe.unit)} noun="games" /> : null;
        },
      }}
    />
  );
}
