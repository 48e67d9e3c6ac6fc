import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GroupDetailScreen, getGroupQueryOptions } from '@/features/groups';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { id = '' } = useParams();
  // The screen's own query (read from the cache, never fetched twice) names the tab after the group.
  const group = useQuery({ ...getGroupQueryOptions(id), enabled: false });
  useDocumentTitle(group.data?.name ?? t('Group'));
  // Posts, the member count and edits of the group stay true without a reload (issue 13).
  useLiveTopics([id && `group:${id}`]);
  return <GroupDetailScreen key={id} groupId={id} />;
}
