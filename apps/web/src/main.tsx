import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { getToken } from './lib/api';

const container = document.getElementById('root')!;

// /landing is served prerendered (vite-prerender.ts): hydrate it for a signed-out visitor. Anyone else (a stored
// token: the visitor is redirected home) gets a fresh client render, which replaces the prerendered markup.
// Both run in a transition so React renders in short slices instead of one long task.
if (container.dataset.prerendered === 'landing' && window.location.pathname === '/landing' && !getToken()) {
  void import('./app/routes/landing').then((landing) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App preloaded={{ landing }} signedOut />
        </StrictMode>,
      );
    });
    // The landing's boot module (vite-prerender.ts) holds a click made before this point and replays it now: React
    // listens from here on and hydrates at once to handle it.
    window.dispatchEvent(new Event('kickoff:hydrating'));
  });
} else {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
