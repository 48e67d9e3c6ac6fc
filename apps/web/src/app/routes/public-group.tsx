import { useParams } from 'react-router';
import { GroupUpcomingEvents } from '@/features/events';
import { PublicGroupScreen } from '@/features/groups';

/** /groups/{id} signed out (issue 18): the read-only page of a public group, with its next games. */
export function Component() {
  const { id = '' } = useParams();
  return <PublicGroupScreen key={id} groupId={id} upcoming={<GroupUpcomingEvents groupId={id} />} />;
}
