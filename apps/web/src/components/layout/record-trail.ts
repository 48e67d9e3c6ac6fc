/** Records the location trail of lib/location-trail.ts; only the signed-in layout uses it (its own chunk stays small). */
import * as React from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readTrail, TRAIL_STORAGE_KEY } from '@/lib/location-trail';

const MAX_ENTRIES = 100;

/**
 * Records the address before each new history entry (and scrolls a newly opened screen to its top); called once, by
 * the signed-in layout. It records while the layout renders (idempotent: the first address seen before an entry
 * stays), so the screen below, rendered after it, already finds its entry's origin.
 */
/**
 * The last location seen, kept by the module rather than the layout: shared pages (/events/{id}, /groups/{id}) sit
 * in their own copy of the layout (app/auth-branch.tsx), so the layout remounts on the way there and back.
 */
const seen: { current: { key: string; here: string } | null } = { current: null };

export function useRecordLocationTrail() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A new screen opens at its top (a card tapped low on a list opened the event scrolled down); back and forward
  // leave the position to the browser, and a change of the same screen's search (Discover's filters) keeps it.
  React.useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);
  const here = `${location.pathname}${location.search}`;
  if (seen.current?.key !== location.key) {
    const previous = seen.current?.here;
    seen.current = { key: location.key, here };
    if (previous && previous !== here) remember(location.key, previous);
  } else {
    seen.current.here = here;
  }
}

function remember(key: string, cameFrom: string) {
  const trail = readTrail();
  if (key in trail) return;
  trail[key] = cameFrom;
  const keys = Object.keys(trail);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete trail[old];
  try {
    sessionStorage.setItem(TRAIL_STORAGE_KEY, JSON.stringify(trail));
  } catch {
    // storage full or off: back links use their default
  }
}

