import * as React from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter, type PreloadedRoutes } from './router';

/**
 * `preloaded` and `signedOut` are set only when main.tsx hydrates the prerendered landing: the first render must
 * then be the landing itself (no lazy route, no "Loading Kickoff..."), exactly as prerender.tsx rendered it.
 */
export function App({ preloaded, signedOut }: { preloaded?: PreloadedRoutes; signedOut?: boolean }) {
  // One query client for the providers and the routes' loaders (router.tsx), which start requests early.
  const [queryClient] = React.useState(createQueryClient);
  const [router] = React.useState(() => createRouter(preloaded, queryClient));
  return (
    <AppProvider signedOut={signedOut} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
