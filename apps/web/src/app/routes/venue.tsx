import { useParams } from 'react-router';
import { VenueUpcomingEvents } from '@/features/events';
import { VenueScreen } from '@/features/venues';

/** /venues/{id} (issue 28): the venue, with the games there. */
export function Component() {
  const { id = '' } = useParams();
  return <VenueScreen key={id} venueId={id} upcoming={<VenueUpcomingEvents venueId={id} />} />;
}
