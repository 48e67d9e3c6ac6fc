import { useParams } from 'react-router';
import { PublicEventScreen } from '@/features/events';
import { useLiveTopics } from '@/lib/live';

/** /events/{id} signed out (issue 18): the read-only page of a public group's event. */
export function Component() {
  const { id = '' } = useParams();
  // Places, edits and a cancellation reach a visitor's page too (issue 27; public events only, as its GET).
  useLiveTopics([id && `event:${id}`]);
  return <PublicEventScreen key={id} id={id} />;
}
