/** Every route of spec §2, each lazily loaded. Route modules are thin; features hold the screens. */
import * as React from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getEventQueryOptions } from '@/features/events';
import { getToken } from '@/lib/api';
import { FallbackRedirect, RequireAuth, SignedOutOnly } from './guards';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { RootRouteError, RouteError } from '@/components/layout/route-error';
import { OPEN_TO_VISITORS, SignedInOrVisitor, byAuth } from './auth-branch';
import { withCatalog } from '@/lib/i18n';

/**
 * Loaders that only start a screen's main request (into the query cache, not awaited): it then runs while the
 * route's code and the session check load, instead of after both.
 */
function prefetchLoaders(queryClient: QueryClient): Record<string, RouteObject['loader']> {
  return {
    '/events/:id': ({ params }: LoaderFunctionArgs) => {
      if (getToken()) void queryClient.prefetchQuery(getEventQueryOptions(params.id ?? ''));
      return null;
    },
  };
}

// The screens several paths show, each loader written once.
const homeScreen = () => import('./routes/home');
const dashboardScreen = () => import('./routes/dashboard');
const eventsScreen = () => import('./routes/events');
const groupsScreen = () => import('./routes/groups');

const signedIn: RouteObject[] = [
  { path: '/', lazy: homeScreen },
  { path: '/home', lazy: homeScreen },
  { path: '/dashboard', lazy: dashboardScreen },
  { path: '/member/dashboard', lazy: dashboardScreen },
  { path: '/organizer/dashboard', lazy: dashboardScreen },
  { path: '/events', lazy: eventsScreen },
  { path: '/member/events', lazy: eventsScreen },
  { path: '/organizer/events', lazy: eventsScreen },
  { path: '/groups', lazy: groupsScreen },
  { path: '/member/groups', lazy: groupsScreen },
  { path: '/organizer/groups', lazy: groupsScreen },
  { path: '/create-event', lazy: () => import('./routes/create-event') },
  { path: '/create-group', lazy: () => import('./routes/create-group') },
  { path: '/groups/:groupId/members', lazy: () => import('./routes/group-members') },
  { path: '/groups/:groupId/manage', lazy: () => import('./routes/group-manage') },
  { path: '/events/:eventId/participants', lazy: () => import('./routes/event-participants') },
  { path: '/profile', lazy: () => import('./routes/profile') },
  { path: '/invitations', lazy: () => import('./routes/invitations') },
  { path: '/moderation', lazy: () => import('./routes/moderation') },
];

const EventScreen = byAuth(
  () => withCatalog('event-detail', () => import('./routes/event-detail')),
  () => withCatalog('public-event', () => import('./routes/public-event')),
);
const GroupScreen = byAuth(
  () => withCatalog('group-detail', () => import('./routes/group-detail')),
  () => withCatalog('public-group', () => import('./routes/public-group')),
);

/**
 * Pages a signed-out visitor may open too (rulings §11 "Public pages"; invite links). Their loaders wait for the
 * screen's code (the progress bar shows meanwhile); on a first load the loading screen stands in.
 */
function openToVisitors(preloaded: PreloadedRoutes): RouteObject[] {
  return [
    { path: '/events/:id', Component: EventScreen, loader: () => EventScreen.preload().then(() => null), hydrateFallbackElement: <LoadingScreen /> },
    { path: '/groups/:id', Component: GroupScreen, loader: () => GroupScreen.preload().then(() => null), hydrateFallbackElement: <LoadingScreen /> },
    { path: '/invite/:token', lazy: () => import('./routes/invite') },
    // Server-rendered for visitors (issue 26): hydrated with its module already loaded, like the landing.
    preloaded.explore ? { path: '/explore', Component: preloaded.explore.Component } : { path: '/explore', lazy: () => import('./routes/explore') },
    { path: '/venues/:id', lazy: () => import('./routes/venue') },
  ].map((route) => ({ ...route, handle: OPEN_TO_VISITORS }));
}

/**
 * Route modules already loaded before the router starts. The prerendered landing and the server-rendered /explore
 * (main.tsx, prerender.tsx) pass their module so the first render is synchronous and matches the HTML; lazy routes
 * would render nothing until they resolve.
 */
export interface PreloadedRoutes {
  landing?: { Component: React.ComponentType };
  /** /explore, rendered by the server for visitors (main.tsx, prerender.tsx; auth-branch.tsx preloads its layout). */
  explore?: { Component: React.ComponentType };
}

export function createRoutes(preloaded: PreloadedRoutes = {}, queryClient?: QueryClient): RouteObject[] {
  const loaders = queryClient ? prefetchLoaders(queryClient) : {};
  // A prefetch loader runs beside the route's own (which may wait for the screen's code).
  const withLoaders = (routes: RouteObject[]) =>
    routes.map((r) => {
      const prefetch = r.path ? loaders[r.path] : undefined;
      if (typeof prefetch !== 'function') return r;
      const own = r.loader;
      if (typeof own !== 'function') return { ...r, loader: prefetch };
      return { ...r, loader: async (args: LoaderFunctionArgs) => (await Promise.all([prefetch(args), own(args)]))[1] };
    });
  return withErrorBoundaries([
    {
      element: <SignedOutOnly />,
      children: [
        preloaded.landing
          ? { path: '/landing', Component: preloaded.landing.Component }
          : { path: '/landing', lazy: () => import('./routes/landing') },
      ],
    },
    { path: '/terms-of-service', lazy: () => import('./routes/terms') },
    { path: '/privacy-policy', lazy: () => import('./routes/privacy') },
    {
      // One layout for the signed-in screens and the shared links (issue 18: read-only for visitors, the usual screens
      // signed in), so moving between them keeps it mounted. The layouts are chunks of their own: the landing page
      // never loads them.
      element: <SignedInOrVisitor />,
      children: [...withLoaders(openToVisitors(preloaded)), { element: <RequireAuth />, children: withLoaders(signedIn) }],
    },
    { path: '*', element: <FallbackRedirect /> },
  ]);
}

/**
 * An error boundary on every route (issue 27): a route's code that cannot load (offline, a deploy that removed it) or a
 * screen that throws shows the friendly "Try again" screen, never the router's raw error page. Inside the app's layout
 * the header stays; elsewhere (the landing, legal pages, a layout that failed itself) it is a page of its own.
 *
 * A lazy route also waits for its words in the active language (issue 30; lib/i18n.ts `withCatalog`, by the route's
 * path: scripts/i18n/parts.ts maps each path of this file to its module's part of the catalog; the landing's words are
 * the catalog's first part, loaded before any render).
 *
 * A route's `lazy` that fails resolves to a screen that throws its error: React Router (7.18) renders nothing below the
 * layout for a route whose `lazy` rejected (it treats the route as still loading), so the boundary would never show.
 */
function failingAsScreen(load: () => Promise<unknown>, path: string): () => Promise<Record<string, unknown>> {
  return async () => {
    try {
      return (await withCatalog(path as `/${string}`, load)) as Record<string, unknown>;
    } catch (error) {
      return {
        Component() {
          throw error;
        },
      };
    }
  };
}

export function withErrorBoundaries(routes: RouteObject[], inLayout = false): RouteObject[] {
  return routes.map((route) => {
    const childrenInLayout = inLayout || (React.isValidElement(route.element) && route.element.type === SignedInOrVisitor);
    const errorElement = route.errorElement ?? (inLayout ? <RouteError /> : <RootRouteError />);
    const children = route.children ? withErrorBoundaries(route.children, childrenInLayout) : undefined;
    const lazy = typeof route.lazy === 'function' ? failingAsScreen(route.lazy, route.path!) : undefined;
    return { ...route, errorElement, ...(children ? { children } : {}), ...(lazy ? { lazy } : {}) } as RouteObject;
  });
}

export function createRouter(preloaded?: PreloadedRoutes, queryClient?: QueryClient) {
  return createBrowserRouter(createRoutes(preloaded, queryClient));
}
