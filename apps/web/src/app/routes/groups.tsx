import { useLocation } from 'react-router';
import { GroupsScreen } from '@/features/groups';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/role';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

/** /groups follows the active role; /member/groups and /organizer/groups switch it (rulings §3). */
export function Component() {
  const { pathname, search } = useLocation();
  const { role } = useRole();
  const routeRole = pathname === paths.organizerGroups ? 'organizer' : pathname === paths.memberGroups ? 'member' : undefined;
  // The Discover tab is in the URL (`?view=discover`, or a filter).
  const discover = new URLSearchParams(search).size > 0;
  useDocumentTitle(discover ? t('Discover Groups') : (routeRole ?? role) === 'organizer' ? t('My Groups') : t('My Joined Groups'));
  return <GroupsScreen routeRole={routeRole} />;
}
