/**
 * The error boundary of every route (router.tsx, issue 27): a route whose code or data could not load, or a screen
 * that failed to render, shows this friendly screen with "Try again" instead of React Router's raw error page. Offline
 * it says so: the page's code is not on this device yet.
 *
 * It is part of the entry (every route's first load, the landing's too), so it stays light: its texts come from
 * OFFLINE_ENTRY_TEXTS rather than MESSAGES (shown through t(), in the active language), its buttons from buttonClasses rather than Button (no tailwind-merge), and
 * its two icons are drawn here rather than taken from lucide-react.
 */
import * as React from 'react';
import { useRouteError } from 'react-router';
import { OFFLINE_ENTRY_TEXTS as TEXTS } from '@kickoff/shared';
import { useOnline } from '@/lib/offline/online';
import { buttonClasses } from '@/components/ui/button-classes';
import { t } from '@/lib/i18n';
import { Logo } from './logo';

/** lucide's triangle-alert and wifi-off, drawn the same way (24 px grid, 2 px round strokes). */
function Icon({ offline }: { offline: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {offline ? (
        <path d="M12 20h.01M8.5 16.429a5 5 0 0 1 7 0M5 12.859a10 10 0 0 1 5.17-2.69M19 12.859a10 10 0 0 0-2.007-1.523M2 8.82a15 15 0 0 1 4.177-2.643M22 8.82a15 15 0 0 0-11.288-3.764M2 2l20 20" />
      ) : (
        <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />
      )}
    </svg>
  );
}

/** Loads the page again: with the service worker in control the shell comes from the device even offline. */
function tryAgain() {
  window.location.reload();
}

function ErrorCard() {
  const online = useOnline();
  const error = useRouteError();
  React.useEffect(() => {
    // The boundary hides the error from the page; the console keeps it for whoever debugs.
    console.warn('route failed to load', error);
  }, [error]);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center">
      <div aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <Icon offline={!online} />
      </div>
      <h1 className="text-xl font-semibold">{t(TEXTS.errorTitle)}</h1>
      <p className="max-w-sm text-sm text-muted-foreground">{online ? t(TEXTS.errorGeneric) : t(TEXTS.errorOffline)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonClasses({})} onClick={tryAgain}>
          {t(TEXTS.tryAgain)}
        </button>
        <a className={buttonClasses({ variant: 'outline' })} href="/">
          {t(TEXTS.goHome)}
        </a>
      </div>
    </div>
  );
}

/** Inside a layout: the header and navigation stay. */
export function RouteError() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-8">
      <ErrorCard />
    </div>
  );
}

/** A layout itself could not load: a page of its own. */
export function RootRouteError() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex-1">
        <RouteError />
      </main>
    </div>
  );
}
