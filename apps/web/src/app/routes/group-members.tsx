import { useParams } from 'react-router';
import { GroupMembersScreen } from '@/features/groups';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { groupId = '' } = useParams();
  useDocumentTitle(t('Group Members'));
  // Joins, leaves and the creator's changes arrive live (issue 27).
  useLiveTopics([groupId && `group:${groupId}`]);
  return <GroupMembersScreen key={groupId} groupId={groupId} />;
}
