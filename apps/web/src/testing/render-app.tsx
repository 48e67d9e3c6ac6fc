/**
 * Renders the real app at a path for a route test: the app's own providers, a real QueryClient with the spec's
 * defaults, the real routes and guards (in a memory router). Only `fetch` is fake (see api-stub.ts); a signed-in
 * render stores a token, so the auth provider reads the session from GET /api/auth/get-session like in the browser.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { TOKEN_STORAGE_KEY } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';

// Route modules, the toaster and dialogs load lazily, as in the browser: their first import is slow on a busy machine,
// so the web tests' waits get 15 s (testing/setup.ts).

// What jsdom lacks and the UI's primitives call (Radix measures switches and popovers): inert stand-ins.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export function renderApp(path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes({}, queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
