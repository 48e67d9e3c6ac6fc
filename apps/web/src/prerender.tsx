/**
 * Build-time entry (vite-prerender.ts runs it in Node after the client build): renders the signed-out landing to
 * HTML, so /landing paints its content before any JavaScript runs. The tree is the one main.tsx hydrates: the same
 * providers and routes, the landing preloaded, no stored session. The popular lists render their placeholders
 * (queries do not fetch on the server); the browser fills them after hydration.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { LANDING_DESCRIPTION, LANDING_TITLE } from './features/landing/meta';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

export async function renderLanding(): Promise<PrerenderedPage> {
  const landing = await import('./app/routes/landing');
  const router = createMemoryRouter(createRoutes({ landing }), { initialEntries: ['/landing'] });
  // One inline document: no out-of-order boundaries (they would need inline scripts, which the CSP forbids).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider signedOut>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), title: LANDING_TITLE, description: LANDING_DESCRIPTION };
}
