/**
 * Pages open to signed-out visitors as well (issue 18, rulings §11 "Public pages"): a shared event or group of a
 * public group, and an invite link. Signed in they sit in the app's layout as usual; signed out in the public layout,
 * read-only, with Sign In leading back to the page afterwards (return-to).
 *
 * One layout route holds these pages and every signed-in page (router.tsx), so moving between them (Discover to an
 * event and back) keeps the one signed-in layout mounted: no second header, bell or native bridge, and the route's
 * progress bar rather than a loading screen while a screen's code loads.
 */
import * as React from 'react';
import { Outlet, useMatches } from 'react-router';
import { useAuth } from '@/lib/auth';
import { getToken } from '@/lib/api';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { withCatalog } from '@/lib/i18n';

// Both layouts are chunks of their own: the entry (and so the landing's first load) carries neither. Like every screen
// but the landing, they render once their words are there (issue 30, lib/i18n.ts `withCatalog`).
const AppLayout = React.lazy(() => withCatalog('layouts', () => import('./layouts')).then((m) => ({ default: m.AppLayout })));
const loadVisitorLayout = () =>
  withCatalog('visitor-layout', () => import('./visitor-layout')).then((m) => (visitorLayoutReady = m.VisitorLayout));
/** The visitors' layout once loaded (preloadVisitorLayout). */
let visitorLayoutReady: React.ComponentType | null = null;
/**
 * Once preloaded, the lazy layout resolves at its first render without suspending: its factory then answers a
 * thenable that calls back at once, which React.lazy takes as resolved. The tree keeps the same shape (Suspense, lazy)
 * either way.
 */
const VisitorLayout = React.lazy<React.ComponentType>(() => {
  const ready = visitorLayoutReady;
  if (!ready) return loadVisitorLayout().then((Layout) => ({ default: Layout }));
  const resolved = { then: (done: (m: { default: React.ComponentType }) => void) => done({ default: ready }) };
  return resolved as unknown as Promise<{ default: React.ComponentType }>;
});

/**
 * Loads the visitors' layout before the first render: the server-rendered /explore (prerender.tsx renders it, main.tsx
 * hydrates it) must render the same tree on both sides, and the layout must not suspend while the browser hydrates.
 */
export function preloadVisitorLayout(): Promise<void> {
  return loadVisitorLayout().then(() => undefined);
}

/** `handle` of the routes a signed-out visitor may open. */
export const OPEN_TO_VISITORS = { openToVisitors: true } as const;

/**
 * The layout: the app's when signed in; the public one for a visitor on a page open to them. A visitor anywhere else
 * gets no layout at all: the signed-in routes' guard sends them to the landing straight away.
 */
export function SignedInOrVisitor() {
  const { user, loading } = useAuth();
  const openToVisitors = useMatches().some((m) => (m.handle as typeof OPEN_TO_VISITORS | undefined)?.openToVisitors);
  if (loading) return <LoadingScreen />;
  if (!user && !openToVisitors) return <Outlet />;
  return <React.Suspense fallback={<LoadingScreen />}>{user ? <AppLayout /> : <VisitorLayout />}</React.Suspense>;
}

type RouteModule = { Component: React.ComponentType };
type ByAuthScreen = React.ComponentType & { preload(): Promise<void> };

/**
 * A route's screen by who is looking: `member` signed in, `visitor` signed out (each its own chunk). `preload` (the
 * route's loader awaits it) fetches the chunk the current session will show while the navigation is pending, so the
 * screen renders at once, under the progress bar; a chunk not loaded yet (the session changed meanwhile) suspends.
 */
export function byAuth(member: () => Promise<RouteModule>, visitor: () => Promise<RouteModule>): ByAuthScreen {
  const loaded: { member?: React.ComponentType; visitor?: React.ComponentType } = {};
  const load = (who: 'member' | 'visitor') =>
    (who === 'member' ? member() : visitor()).then((m) => {
      loaded[who] = m.Component;
      return m.Component;
    });
  const Member = React.lazy(() => load('member').then((Component) => ({ default: Component })));
  const Visitor = React.lazy(() => load('visitor').then((Component) => ({ default: Component })));
  function ByAuth() {
    const { user } = useAuth();
    const Ready = loaded[user ? 'member' : 'visitor'];
    if (Ready) return <Ready />;
    const Screen = user ? Member : Visitor;
    return (
      <React.Suspense fallback={<LoadingScreen />}>
        <Screen />
      </React.Suspense>
    );
  }
  ByAuth.preload = () => load(getToken() ? 'member' : 'visitor').then(() => undefined);
  return ByAuth;
}
