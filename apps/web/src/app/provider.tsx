import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/auth';
import { HydrationState } from '@/lib/use-hydrated';
import { withCatalog } from '@/lib/i18n';
import { useToasts } from '@/components/ui/use-toast';

// Radix Toast is loaded with the first toast, keeping it out of the landing page's first load; with the language's
// words (issue 30): a toast's text comes from the screen that shows it, whose words are loaded.
const Toaster = React.lazy(() => withCatalog('toaster', () => import('@/components/ui/toaster')).then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  ) : null;
}

/**
 * `signedOut`: the caller knows there is no session (no token stored), see AuthProvider. `hydrating`: the tree renders
 * on the server or hydrates the server's HTML (lib/use-hydrated.tsx).
 */
export function AppProvider({
  children,
  signedOut,
  hydrating,
  queryClient: given,
}: {
  children: React.ReactNode;
  signedOut?: boolean;
  hydrating?: boolean;
  queryClient?: QueryClient;
}) {
  const [queryClient] = React.useState(() => given ?? createQueryClient());
  return (
    <HydrationState hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider signedOut={signedOut}>
          {children}
          <LazyToaster />
        </AuthProvider>
      </QueryClientProvider>
    </HydrationState>
  );
}
