import * as React from 'react';
import { useLocation } from 'react-router';
import { navPlaceOf } from '@/components/layout/app-nav';
import { useDocumentTitle } from '@/lib/document-title';
import { useRole } from '@/lib/role';
import { paths } from '@/config/paths';
import { EventsScreen } from '@/features/events';
import { t } from '@/lib/i18n';

/** /events follows the active role; /member/events and /organizer/events switch it (rulings §3). */
export function Component() {
  const { pathname, search } = useLocation();
  const { role, setRole } = useRole();
  const routeRole = pathname === paths.organizerEvents ? 'organizer' : pathname === paths.memberEvents ? 'member' : null;

  React.useEffect(() => {
    if (routeRole && routeRole !== role) void setRole(routeRole);
  }, [routeRole, role, setRole]);
  const organizer = (routeRole ?? role) === 'organizer';
  useDocumentTitle(navPlaceOf(pathname, search) === 'discover' ? t('Discover Events') : organizer ? t('My Events') : t('My Joined Events'));

  return <EventsScreen role={routeRole ?? role} />;
}
