/**
 * Idle-time loading (issue 27): `whenIdle` and `AfterPaint`, apart from Deferred so the visitors' layout (/explore)
 * takes only this.
 */
import * as React from 'react';

type Idle = Window & { requestIdleCallback?(cb: () => void, o?: { timeout: number }): number; cancelIdleCallback?(id: number): void };

/** Runs `run` once the browser is idle after the first paint (at the latest 3 s on); answers the cancel. */
export function whenIdle(run: () => void): () => void {
  const w = window as Idle;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 3000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Parts with nothing to show on the first paint (issue 27: the offline queue, the update and install prompts), loaded
 * once the browser is idle and rendered from then on; nothing before.
 */
export function AfterPaint<M>({ load, render }: { load(): Promise<M>; render(module: M): React.ReactNode }) {
  const [module, setModule] = React.useState<M | null>(null);
  const loadRef = React.useRef(load);
  React.useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void loadRef.current().then(
        (m) => live && setModule(() => m),
        (error: unknown) => console.warn('a part of the page did not load', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return module ? render(module) : null;
}
