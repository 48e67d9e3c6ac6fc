import { useParams } from 'react-router';
import { ManageParticipantsScreen } from '@/features/events';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  const { eventId = '' } = useParams();
  useDocumentTitle('Manage Participants');
  return <ManageParticipantsScreen key={eventId} eventId={eventId} />;
}
