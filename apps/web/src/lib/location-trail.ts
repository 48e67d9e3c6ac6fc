/**
 * Where the user came from, per history entry (issue 18: "Back to Events" returns to the Discover tab with the
 * filters it was left with). The signed-in layout records, for every history entry, the in-app address shown before
 * it (kept in sessionStorage under the entry's key, so a reload keeps it: components/layout/record-trail.ts); a back
 * link asks for it here.
 */
import type * as React from 'react';
import { useLocation, useNavigate } from 'react-router';

export const TRAIL_STORAGE_KEY = 'kickoff:came-from';

export function readTrail(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(TRAIL_STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * A back link's target: the address this entry was opened from when `accept` takes its path (Discover with its
 * filters), else `fallback`. `onClick` goes back in history instead when that address is the previous entry, so
 * the list comes back as it was left (scroll position included).
 */
export function useBackTo(fallback: string, accept: (pathname: string) => boolean): { to: string; onClick?(event: React.MouseEvent): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFrom = readTrail()[location.key];
  if (!cameFrom || !accept(new URL(cameFrom, 'http://x').pathname)) return { to: fallback };
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return {
    to: cameFrom,
    onClick:
      idx > 0
        ? (event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate(-1);
          }
        : undefined,
  };
}
