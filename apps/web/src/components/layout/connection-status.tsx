/**
 * How the connection stands (issue 27), in both layouts: the offline banner; "Saved 12 min ago" when a screen shows
 * the service worker's saved copies. Back online, screens that showed saved copies read again. The quiet "Refresh to
 * update" of a new version is update-prompt.tsx, loaded after the first paint.
 */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { useOnline } from '@/lib/offline/online';
import { m, t } from '@/lib/i18n';
import { clearSavedMarks, oldestSavedCopy, subscribeSavedCopies } from '@/lib/offline/saved-copies';

const MINUTE = 60_000;

/** "just now", "12 min ago", "3 h ago", "1 day ago" (in the active language). */
export function agoText(savedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - savedAt) / 60_000);
  if (minutes < 1) return t('just now');
  if (minutes < 60) return t('{count} min ago', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('{count} h ago', { count: hours });
  return t('{count, plural, one {# day ago} other {# days ago}}', { count: Math.floor(hours / 24) });
}

/** The current time, again every minute (for "Saved N min ago"). */
function useMinuteClock(active: boolean): number {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function ConnectionStatus() {
  const online = useOnline();
  const savedAt = React.useSyncExternalStore(subscribeSavedCopies, oldestSavedCopy, () => null);
  const now = useMinuteClock(savedAt !== null);
  const queryClient = useQueryClient();

  React.useEffect(() => {
    // Back online, or the worker got the fresh answer after a slow read: the screens read again.
    const refresh = () => {
      if (oldestSavedCopy() === null) return;
      clearSavedMarks();
      void queryClient.invalidateQueries();
    };
    window.addEventListener('online', refresh);
    window.addEventListener('kickoff:api-refreshed', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      window.removeEventListener('kickoff:api-refreshed', refresh);
    };
  }, [queryClient]);

  if (online && savedAt === null) return null;
  const saved = savedAt === null ? null : t('Saved {ago}', { ago: agoText(savedAt, now) });
  return (
    <div role="status" className="border-b border-amber-200 bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm font-medium">
        {online ? null : <WifiOff className="size-4 shrink-0" aria-hidden="true" />}
        <span>
          {online ? null : m(MESSAGES.offline.banner)}
          {online || !saved ? null : ' '}
          {saved ? <span className="whitespace-nowrap font-semibold">{saved}.</span> : null}
        </span>
      </p>
    </div>
  );
}
