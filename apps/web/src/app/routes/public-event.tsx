import { useParams } from 'react-router';
import { PublicEventScreen } from '@/features/events';

/** /events/{id} signed out (issue 18): the read-only page of a public group's event. */
export function Component() {
  const { id = '' } = useParams();
  return <PublicEventScreen key={id} id={id} />;
}
