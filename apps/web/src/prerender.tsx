/**
 * Server-side entry, built for Node by vite-prerender.ts after the client build:
 * - renderLanding: the signed-out landing, rendered once at build time into landing.html, so /landing paints its
 *   content before any JavaScript runs. The popular lists render their placeholders (queries do not fetch here); the
 *   browser fills them after hydration.
 * - renderExplore: /explore for a visitor with its first page of public games (issue 26), rendered by the server at
 *   request time (apps/server/src/plugins/web.ts) from the list's signed-out answer, which the page's HTML also carries
 *   for the browser's hydration (app/explore-hydration.tsx).
 * Each tree is the one main.tsx hydrates: the same providers and routes, the route preloaded, no stored session.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes, type PreloadedRoutes } from './app/router';
import { preloadVisitorLayout } from './app/auth-branch';
import { exploreDataScript, seedExploreFirstPage, type ExploreFirstPage } from './features/events';

/** The list the server asks itself for, signed out, to render /explore (the one the browser asks first). */
export { EXPLORE_FIRST_PAGE_URL } from './features/events';
import { PRODUCT, type Language } from '@kickoff/shared';
import { LANDING_DESCRIPTION_TEXT, LANDING_TITLE_TEXT } from './features/landing/meta';
import { createQueryClient } from './lib/query-client';
import { activateLanguage, t } from './lib/i18n';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

async function renderRoute(path: string, preloaded: PreloadedRoutes, queryClient = createQueryClient(), language: Language = 'en'): Promise<string> {
  // The server-rendered /explore is English (issue 30): main.tsx renders it afresh in another language. The landing
  // is prerendered in each language (the server sends the visitor's).
  await activateLanguage(language);
  const router = createMemoryRouter(createRoutes(preloaded), { initialEntries: [path] });
  // One inline document: no out-of-order boundaries (they would need inline scripts, which the CSP forbids).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider signedOut queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The landing in `language` (landing.html in English, landing.<lang>.html in another: vite-prerender.ts). */
export async function renderLanding(language: Language = 'en'): Promise<PrerenderedPage> {
  const landing = await import('./app/routes/landing');
  const html = await renderRoute('/landing', { landing }, createQueryClient(), language);
  const name = PRODUCT.name;
  const page = { html, title: t(LANDING_TITLE_TEXT, { name }), description: t(LANDING_DESCRIPTION_TEXT, { name, tagline: t(PRODUCT.tagline) }) };
  await activateLanguage('en');
  return page;
}

/**
 * /explore with `first` shown: its markup (for #root) and the element carrying `first` for the browser. The title and
 * description are the server's (link previews).
 */
export async function renderExplore(first: ExploreFirstPage): Promise<{ html: string; data: string }> {
  const [explore] = await Promise.all([import('./app/routes/explore'), preloadVisitorLayout()]);
  const queryClient = createQueryClient();
  seedExploreFirstPage(queryClient, first);
  return { html: await renderRoute('/explore', { explore }, queryClient), data: exploreDataScript(first) };
}
