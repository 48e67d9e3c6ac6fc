import { useParams } from 'react-router';
import { ManageMembersScreen } from '@/features/groups';

export function Component() {
  const { groupId = '' } = useParams();
  return <ManageMembersScreen key={groupId} groupId={groupId} />;
}
