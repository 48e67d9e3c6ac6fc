import { useParams } from 'react-router';
import { EventDetailScreen } from '@/features/events';

export function Component() {
  const { id = '' } = useParams();
  return <EventDetailScreen key={id} id={id} />;
}
