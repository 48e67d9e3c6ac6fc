import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { getToken } from './lib/api';
import { activateLanguage, initialLanguage, pseudoLocale, wholeCatalog, withCatalog } from './lib/i18n';

// Issue 27: the browser's install prompt may come at once. Its module (lib/offline/install.ts) is a chunk of its own,
// fetched now, so the entry stays light: a prompt that comes before it has loaded is held here and handed over.
let earlyPrompt: Event | undefined;
const holdPrompt = (event: Event) => {
  event.preventDefault();
  earlyPrompt = event;
};
window.addEventListener('beforeinstallprompt', holdPrompt);
void import('./lib/offline/install').then((install) => {
  window.removeEventListener('beforeinstallprompt', holdPrompt);
  install.captureInstallPrompt(earlyPrompt);
});
// The service worker is registered once the page has loaded.
if (import.meta.env.PROD) {
  const register = () => void import('./lib/offline/service-worker').then((sw) => sw.registerServiceWorker());
  // The prerendered pages start this module after their first paint, often after `load`.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const container = document.getElementById('root')!;
// Issue 30: the language's catalog (lazy chunks) loads before the first render: its first part (the landing's own
// words, scripts/i18n/parts.ts); English's rest (one small chunk) too before any other route, and on the landing once
// it has rendered; other languages' rest comes in parts, each lazy module's with its code (lib/i18n.ts `withCatalog`).
// The landing and /explore come in the visitor's language (the server picks it, <html lang> says which): a page in
// another language than this browser's is rendered afresh instead of hydrated.
const language = initialLanguage();
const onLanding = window.location.pathname === '/landing';
// The server's page to hydrate, if any: for a signed-out visitor, in this browser's language.
const prerendered = !pseudoLocale && document.documentElement.lang === language && !getToken() && container.dataset.prerendered;
const hydrateLanding = prerendered === 'landing' && onLanding;
// Fetched beside the catalog, not after it.
const landingModule = hydrateLanding ? import('./app/routes/landing') : null;
const whole = language === 'en' && !onLanding;
// A page the browser renders itself paints nothing until its catalog and code are here: the main thread waits. The
// first Intl number, date and plural formats of a page cost ~25 + 5 + 1 ms of engine set-up (its data tables; 93 ms at
// Lighthouse's 4x slowdown), later ones ~0.1 ms: made now, each in a task of its own, instead of in the first render's.
// (On a prerendered page its boot module decides: vite-prerender.ts.) The same for tailwind-merge's class tables, which its first call
// builds: ~20 ms (85 at 4x) that was part of the header's render on every page.
if (!container.dataset.prerendered) for (const warm of intlWarmUps(language)) setTimeout(warm, 0);
// (Its chunk is imported, not bundled into the entry: the landing's first load does not need it.)
setTimeout(() => void import('./lib/utils').then(({ cn }) => cn('p-1', 'p-2')), 0);
void activateLanguage(language, { whole }).then(start, (error: unknown) => {
  // The catalog did not load (offline, a new deployment): English is tried, else the route error screen shows.
  console.error('language catalog failed to load', error);
  void activateLanguage('en', { whole: !onLanding }).then(start, start);
});

function start() {
  render();
  // English: the landing's lazy parts (its cards, the sign-in dialog) and any next screen wait for the rest of the
  // catalog, fetched now. Other languages fetch each screen's part with its code.
  if (onLanding && language === 'en') setTimeout(() => void wholeCatalog().catch(() => undefined), 0);
}

function render() {
  // /landing is served prerendered (vite-prerender.ts): hydrate it for a signed-out visitor. Anyone else (a stored
  // token: the visitor is redirected home) gets a fresh client render, which replaces the prerendered markup. The same
  // for /explore, which the server renders with its first page of public games.
  // Both run in a transition so React renders in short slices instead of one long task.
  if (landingModule) {
    void landingModule.then((landing) => {
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App preloaded={{ landing }} signedOut hydrating />
          </StrictMode>,
        );
      });
      // The landing's boot module (vite-prerender.ts) holds a click made before this point and replays it now: React
      // listens from here on and hydrates at once to handle it.
      window.dispatchEvent(new Event('kickoff:hydrating'));
    });
  } else if (prerendered === 'explore' && window.location.pathname === '/explore') {
    // /explore is rendered by the server for visitors (issue 26): hydrated the same way, by its own module.
    void withCatalog('explore-hydration', () => import('./app/explore-hydration')).then(({ hydrateExplore }) => hydrateExplore(container));
  } else {
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    // A prerendered page rendered afresh (another language, issue 30; a stored session): its boot module holds clicks
    // until the app is there, as for a hydration (vite-prerender.ts).
    if (container.dataset.prerendered) window.dispatchEvent(new Event('kickoff:hydrating'));
  }
}

/** The engine's number, plural and date set-up for `language`, one call each (see the call). */
function intlWarmUps(language: string): (() => void)[] {
  const warmUps = [
    () => new Intl.NumberFormat(language).format(1),
    () => new Intl.PluralRules(language).select(1),
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
  ];
  return warmUps.map((warm) => () => {
    try {
      warm();
    } catch {
      // an engine without it: the page makes its own as before
    }
  });
}
