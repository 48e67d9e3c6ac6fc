import { useParams } from 'react-router';
import { GroupUpcomingEvents } from '@/features/events';
import { PublicGroupScreen } from '@/features/groups';
import { useLiveTopics } from '@/lib/live';

/** /groups/{id} signed out (issue 18): the read-only page of a public group, with its next games. */
export function Component() {
  const { id = '' } = useParams();
  // The member count and edits reach a visitor's page (issue 27; public groups only, as its GET).
  useLiveTopics([id && `group:${id}`]);
  return <PublicGroupScreen key={id} groupId={id} upcoming={<GroupUpcomingEvents groupId={id} />} />;
}
