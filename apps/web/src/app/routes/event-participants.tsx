import { useParams } from 'react-router';
import { ManageParticipantsScreen } from '@/features/events';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { eventId = '' } = useParams();
  useDocumentTitle(t('Manage Participants'));
  // Registrations, the waitlist, attendance marks and check-ins by another host arrive live (issue 27).
  useLiveTopics([eventId && `event:${eventId}`]);
  return <ManageParticipantsScreen key={eventId} eventId={eventId} />;
}
