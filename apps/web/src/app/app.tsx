import * as React from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { useLanguage } from '@/lib/i18n';
import { AppProvider } from './provider';
import { createRouter, type PreloadedRoutes } from './router';

/**
 * `preloaded`, `signedOut` and `hydrating` are set only when main.tsx hydrates the prerendered landing or the server-rendered
 * /explore: the first render must then be that page itself (no lazy route, no "Loading Kickoff..."), exactly as
 * prerender.tsx rendered it.
 */
export function App({
  preloaded,
  signedOut,
  hydrating,
  queryClient: given,
}: {
  preloaded?: PreloadedRoutes;
  signedOut?: boolean;
  hydrating?: boolean;
  queryClient?: QueryClient;
}) {
  // One query client for the providers and the routes' loaders (router.tsx), which start requests early. The
  // server-rendered /explore passes one holding the list its HTML shows (explore-hydration.tsx).
  const [queryClient] = React.useState(() => given ?? createQueryClient());
  const [router] = React.useState(() => createRouter(preloaded, queryClient));
  // A new language (issue 30) renders every screen again in it, where the person is.
  const language = useLanguage();
  return (
    <AppProvider signedOut={signedOut} hydrating={hydrating} queryClient={queryClient}>
      <RouterProvider key={language} router={router} />
    </AppProvider>
  );
}
