import * as React from 'react';
import { useLocation } from 'react-router';
import { useRole } from '@/lib/role';
import { paths } from '@/config/paths';
import { EventsScreen } from '@/features/events';

/** /events follows the active role; /member/events and /organizer/events switch it (rulings §3). */
export function Component() {
  const { pathname } = useLocation();
  const { role, setRole } = useRole();
  const routeRole = pathname === paths.organizerEvents ? 'organizer' : pathname === paths.memberEvents ? 'member' : null;

  React.useEffect(() => {
    if (routeRole && routeRole !== role) void setRole(routeRole);
  }, [routeRole, role, setRole]);

  return <EventsScreen role={routeRole ?? role} />;
}
