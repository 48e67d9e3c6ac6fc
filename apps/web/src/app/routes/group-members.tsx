import { useParams } from 'react-router';
import { GroupMembersScreen } from '@/features/groups';

export function Component() {
  const { groupId = '' } = useParams();
  return <GroupMembersScreen key={groupId} groupId={groupId} />;
}
