import { useParams } from 'react-router';
import { EventDetailScreen } from '@/features/events';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { id = '' } = useParams();
  // Counts, participants, comments and edits of the event stay true without a reload (issue 13).
  useLiveTopics([id && `event:${id}`]);
  return <EventDetailScreen key={id} id={id} />;
}
