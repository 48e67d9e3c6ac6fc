import { useParams } from 'react-router';
import { ManageParticipantsScreen } from '@/features/events';

export function Component() {
  const { eventId = '' } = useParams();
  return <ManageParticipantsScreen key={eventId} eventId={eventId} />;
}
