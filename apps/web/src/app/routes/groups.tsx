import { useLocation } from 'react-router';
import { GroupsScreen } from '@/features/groups';
import { paths } from '@/config/paths';

/** /groups follows the active role; /member/groups and /organizer/groups switch it (rulings §3). */
export function Component() {
  const { pathname } = useLocation();
  const routeRole = pathname === paths.organizerGroups ? 'organizer' : pathname === paths.memberGroups ? 'member' : undefined;
  return <GroupsScreen routeRole={routeRole} />;
}
