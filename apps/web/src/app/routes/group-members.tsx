import { useParams } from 'react-router';
import { GroupMembersScreen } from '@/features/groups';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  const { groupId = '' } = useParams();
  useDocumentTitle('Group Members');
  return <GroupMembersScreen key={groupId} groupId={groupId} />;
}
