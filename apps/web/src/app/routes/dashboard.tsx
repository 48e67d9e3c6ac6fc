import * as React from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useRole } from '@/lib/role';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';
import { DashboardScreen } from '@/features/dashboard';
import { EventCard, JustJoinedCard } from '@/features/events';
import { GroupCard } from '@/features/groups';

/** /dashboard follows the active role; /member/dashboard and /organizer/dashboard switch it (rulings §3). */
export function Component() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { role, setRole } = useRole();
  const routeRole = pathname === paths.organizerDashboard ? 'organizer' : pathname === paths.memberDashboard ? 'member' : null;

  React.useEffect(() => {
    if (routeRole && routeRole !== role) void setRole(routeRole);
  }, [routeRole, role, setRole]);
  useDocumentTitle((routeRole ?? role) === 'organizer' ? t('Organizer dashboard') : t('Member dashboard'));

  return (
    <DashboardScreen
      role={routeRole ?? role}
      user={user}
      justJoined={<JustJoinedCard />}
      renderEvent={(event, i) => <EventCard key={event.id} event={event} variant="join" eager={i < 3} />}
      renderGroup={(group) => <GroupCard key={group.id} group={group} showJoin />}
    />
  );
}
