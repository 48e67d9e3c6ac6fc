/** Route guards: signed-out users reach only the landing and legal pages (spec §6). */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { paths } from '@/config/paths';

export function RequireAuth() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.landing} replace />;
  // The RoleProvider sits in the signed-in layout (layouts.tsx), which loads with the first signed-in screen.
  return <Outlet />;
}

/** /landing is for signed-out visitors; a signed-in user goes home. */
export function SignedOutOnly() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Unknown paths: home when signed in, the landing otherwise. */
export function FallbackRedirect() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  return <Navigate to={user ? paths.home : paths.landing} replace state={{ from: location.pathname }} />;
}
