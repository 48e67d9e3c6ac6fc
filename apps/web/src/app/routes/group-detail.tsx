import { useParams } from 'react-router';
import { GroupDetailScreen } from '@/features/groups';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { id = '' } = useParams();
  // Posts, the member count and edits of the group stay true without a reload (issue 13).
  useLiveTopics([id && `group:${id}`]);
  return <GroupDetailScreen key={id} groupId={id} />;
}
