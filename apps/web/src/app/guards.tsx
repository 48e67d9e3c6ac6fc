/** Route guards: signed-out users reach only the landing and legal pages (spec §6). */
import * as React from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { paths } from '@/config/paths';
import { signInPath } from '@/lib/return-to';

/** Whether anyone was signed in during this page's life (see RequireAuth). */
const sessionSeen = { current: false };

export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  // Signed out here (Sign Out, a session ended elsewhere): the plain landing. Only a visitor who arrived signed out
  // is taken back to the deep link after signing in (issue 18). Kept for the page's life, not in a ref: signing out
  // swaps the layout above this guard, which mounts it afresh.
  if (user) sessionSeen.current = true;
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={sessionSeen.current ? paths.landing : signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  // The RoleProvider sits in the signed-in layout (layouts.tsx), which loads with the first signed-in screen.
  return <Outlet />;
}

/**
 * /landing is for signed-out visitors; a signed-in user goes home, unless the sign-in is already on its way somewhere
 * (a deep link's return-to, whose screen may still be loading): that navigation goes on.
 */
export function SignedOutOnly() {
  const { user, loading } = useAuth();
  const navigation = useNavigation();
  if (loading) return <LoadingScreen />;
  if (user && navigation.state === 'idle') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Unknown paths: home when signed in, the landing otherwise. */
export function FallbackRedirect() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  return <Navigate to={user ? paths.home : paths.landing} replace state={{ from: location.pathname }} />;
}
