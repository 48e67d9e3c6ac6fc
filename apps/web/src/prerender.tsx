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

/**
 * Renders run one at a time: the active language (its catalog, the dates' language) is this module's state, so a
 * render in Spanish must not interleave with one in English (the server renders /explore per language, per request).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

async function renderRoute(path: string, preloaded: PreloadedRoutes, queryClient = createQueryClient(), language: Language = 'en'): Promise<string> {
  // In the visitor's language (issue 30): the landing is prerendered in each one, /explore rendered in the one the
  // server picked for the request (apps/server/src/plugins/web.ts); main.tsx hydrates a page in its own language.
  await activateLanguage(language);
  const router = createMemoryRouter(createRoutes(preloaded), { initialEntries: [path] });
  // One inline document: no out-of-order boundaries (they would need inline scripts, which the CSP forbids).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider signedOut hydrating queryClient={queryClient}>
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
  return oneAtATime(async () => {
    const html = await renderRoute('/landing', { landing }, createQueryClient(), language);
    const name = PRODUCT.name;
    const page = { html, title: t(LANDING_TITLE_TEXT, { name }), description: t(LANDING_DESCRIPTION_TEXT, { name, tagline: t(PRODUCT.tagline) }) };
    await activateLanguage('en');
    return page;
  });
}

/**
 * /explore with `first` shown, in `language` (issue 30: the server's pick for the request; dates too): its markup (for
 * #root) and the element carrying `first` for the browser. The title and description are the server's (link previews).
 */
export async function renderExplore(first: ExploreFirstPage, language: Language = 'en'): Promise<{ html: string; data: string }> {
  const [explore] = await Promise.all([import('./app/routes/explore'), preloadVisitorLayout()]);
  const queryClient = createQueryClient();
  seedExploreFirstPage(queryClient, first);
  const html = await oneAtATime(() => renderRoute('/explore', { explore }, queryClient, language));
  return { html, data: exploreDataScript(first) };
}
