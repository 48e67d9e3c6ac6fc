/** Every route of spec §2, each lazily loaded. Route modules are thin; features hold the screens. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FallbackRedirect, RequireAuth, SignedOutOnly } from './guards';

const signedIn: RouteObject[] = [
  { path: '/', lazy: () => import('./routes/home') },
  { path: '/home', lazy: () => import('./routes/home') },
  { path: '/dashboard', lazy: () => import('./routes/dashboard') },
  { path: '/member/dashboard', lazy: () => import('./routes/dashboard') },
  { path: '/organizer/dashboard', lazy: () => import('./routes/dashboard') },
  { path: '/events', lazy: () => import('./routes/events') },
  { path: '/member/events', lazy: () => import('./routes/events') },
  { path: '/organizer/events', lazy: () => import('./routes/events') },
  { path: '/groups', lazy: () => import('./routes/groups') },
  { path: '/member/groups', lazy: () => import('./routes/groups') },
  { path: '/organizer/groups', lazy: () => import('./routes/groups') },
  { path: '/create-event', lazy: () => import('./routes/create-event') },
  { path: '/create-group', lazy: () => import('./routes/create-group') },
  { path: '/groups/:id', lazy: () => import('./routes/group-detail') },
  { path: '/groups/:groupId/members', lazy: () => import('./routes/group-members') },
  { path: '/groups/:groupId/manage', lazy: () => import('./routes/group-manage') },
  { path: '/events/:id', lazy: () => import('./routes/event-detail') },
  { path: '/events/:eventId/participants', lazy: () => import('./routes/event-participants') },
  { path: '/profile', lazy: () => import('./routes/profile') },
];

export const routes: RouteObject[] = [
  {
    element: <SignedOutOnly />,
    children: [{ path: '/landing', lazy: () => import('./routes/landing') }],
  },
  { path: '/terms-of-service', lazy: () => import('./routes/terms') },
  { path: '/privacy-policy', lazy: () => import('./routes/privacy') },
  {
    element: <RequireAuth />,
    // The signed-in layout (header, menus, drawer) is its own chunk: the landing page never loads it.
    children: [{ lazy: () => import('./layouts').then((m) => ({ Component: m.AppLayout })), children: signedIn }],
  },
  { path: '*', element: <FallbackRedirect /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
