import { Navigate, useLocation } from 'react-router';
import { ExploreScreen } from '@/features/events';
import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';

/** /explore (issue 26): Discover for visitors; signed in, the app's own Discover with the same filters. */
export function Component() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (user) {
    const params = new URLSearchParams(search);
    params.set('view', 'discover');
    return <Navigate replace to={`${paths.events}?${params}`} />;
  }
  return <ExploreScreen />;
}
