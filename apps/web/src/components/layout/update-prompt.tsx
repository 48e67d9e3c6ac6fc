/**
 * A new version of the app waits (issue 27): a quiet bar above the tab bar; the page reloads only when the person asks.
 * In both layouts, loaded after the first paint (offline-parts.tsx, AfterPaint).
 */
import * as React from 'react';
import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { applyUpdate, subscribeUpdate, updateWaiting } from '@/lib/offline/service-worker';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';

/** A new version waits: a quiet bar above the tab bar; the page reloads only when the person asks. */
export function UpdatePrompt() {
  const waiting = React.useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-[calc(var(--tab-bar-space,0px)+0.75rem)] z-50 mx-auto flex w-[calc(100%-1.5rem)] max-w-md items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 text-sm shadow-lg"
    >
      <span>{m(MESSAGES.offline.updateReady)}</span>
      <Button size="sm" onClick={applyUpdate}>
        <RefreshCw aria-hidden="true" /> {m(MESSAGES.offline.refresh)}
      </Button>
    </div>
  );
}
