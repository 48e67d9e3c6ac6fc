/**
 * False while React hydrates server-rendered HTML (and on the server), true in every render after. A root that
 * hydrates (the landing, /explore) or renders on the server wraps its tree in `<HydrationState hydrating>`; any other
 * root is a client render, hydrated from its first render.
 *
 * The switch after hydration is a transition: every card of /explore shows its date without the zone's name once the
 * browser knows the viewer's zone, and that render of the whole list is sliced (5 ms) instead of one blocking task.
 * (With `useSyncExternalStore`'s server snapshot, React re-rendered each such component in one synchronous pass after
 * hydration: a 312 ms task at Lighthouse's 4x CPU slowdown on /explore.)
 */
import * as React from 'react';

const HydratedContext = React.createContext(true);

export function HydrationState({ hydrating = false, children }: { hydrating?: boolean; children: React.ReactNode }) {
  const [hydrated, setHydrated] = React.useState(!hydrating);
  React.useEffect(() => {
    if (!hydrated) React.startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

export function useHydrated(): boolean {
  return React.useContext(HydratedContext);
}
