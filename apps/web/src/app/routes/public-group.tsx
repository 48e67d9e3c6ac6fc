import { useParams } from 'react-router';
import { PublicGroupScreen } from '@/features/groups';

/** /groups/{id} signed out (issue 18): the read-only page of a public group. */
export function Component() {
  const { id = '' } = useParams();
  return <PublicGroupScreen key={id} groupId={id} />;
}
