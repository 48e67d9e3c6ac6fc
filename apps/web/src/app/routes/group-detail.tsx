import { useParams } from 'react-router';
import { GroupDetailScreen } from '@/features/groups';

export function Component() {
  const { id = '' } = useParams();
  return <GroupDetailScreen key={id} groupId={id} />;
}
