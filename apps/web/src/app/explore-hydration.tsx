/**
 * Hydrates the server-rendered /explore (issue 26; the server renders it with src/prerender.tsx): the route's module
 * and the visitors' layout are loaded first and the query cache gets the list the HTML shows, so the first render is
 * the page as the server drew it. main.tsx loads this module only for that page.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readExploreFirstPage, seedExploreFirstPage } from '@/features/events';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { preloadVisitorLayout } from './auth-branch';

export async function hydrateExplore(container: HTMLElement) {
  const [explore] = await Promise.all([import('./routes/explore'), preloadVisitorLayout()]);
  const queryClient = createQueryClient();
  const first = readExploreFirstPage(document);
  if (first) seedExploreFirstPage(queryClient, first);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App preloaded={{ explore }} signedOut hydrating queryClient={queryClient} />
      </StrictMode>,
    );
  });
  // The boot module (vite-prerender.ts) holds a click made before this point and replays it now.
  window.dispatchEvent(new Event('kickoff:hydrating'));
}
