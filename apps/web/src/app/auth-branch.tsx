/**
 * Pages open to signed-out visitors as well (issue 18, rulings §11 "Public pages"): a shared event or group of a
 * public group, and an invite link. Signed in they sit in the app's layout as usual; signed out in the public layout,
 * read-only, with Sign In leading back to the page afterwards (return-to).
 */
import * as React from 'react';
import { useAuth } from '@/lib/auth';
import { LoadingScreen } from '@/components/layout/loading-screen';

// Both layouts are chunks of their own: the entry (and so the landing's first load) carries neither.
const AppLayout = React.lazy(() => import('./layouts').then((m) => ({ default: m.AppLayout })));
const VisitorLayout = React.lazy(() => import('./visitor-layout').then((m) => ({ default: m.VisitorLayout })));

/** The layout of these pages: the app's when signed in, the public one otherwise. */
export function SignedInOrVisitor() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return <React.Suspense fallback={<LoadingScreen />}>{user ? <AppLayout /> : <VisitorLayout />}</React.Suspense>;
}

type RouteModule = { Component: React.ComponentType };

/** A route's screen by who is looking: `member` signed in, `visitor` signed out (each its own lazy chunk). */
export function byAuth(member: () => Promise<RouteModule>, visitor: () => Promise<RouteModule>): React.ComponentType {
  const Member = React.lazy(() => member().then((m) => ({ default: m.Component })));
  const Visitor = React.lazy(() => visitor().then((m) => ({ default: m.Component })));
  return function ByAuth() {
    const { user } = useAuth();
    const Screen = user ? Member : Visitor;
    return (
      <React.Suspense fallback={<LoadingScreen />}>
        <Screen />
      </React.Suspense>
    );
  };
}
