/**
 * A control whose code loads after the first paint (issue 18 kept the signed-in routes' initial JavaScript within
 * budget this way: the header's menus and the phone drawer with their Radix parts). Until the module is there the
 * control's own trigger shows, looking the same; a tap on it loads the module at once and opens the control.
 */
import * as React from 'react';
import { whenIdle } from './after-paint';

export function Deferred<M>({
  load,
  trigger,
  render,
}: {
  /** The module (a dynamic import, loaded once by the bundler whoever asks). */
  load(): Promise<M>;
  /** The trigger element, shown alone until the module is loaded, then handed to `render`. */
  trigger: React.ReactElement;
  render(module: M, trigger: React.ReactElement, openAtOnce: boolean): React.ReactNode;
}) {
  const [state, setState] = React.useState<{ module: M | null; open: boolean }>({ module: null, open: false });
  const loadRef = React.useRef(load);
  const start = React.useCallback((open: boolean) => {
    void loadRef.current().then((module) => setState((prev) => ({ module, open: prev.open || open })));
  }, []);
  React.useEffect(() => whenIdle(() => start(false)), [start]);
  if (state.module) return render(state.module, trigger, state.open);
  return React.cloneElement(trigger as React.ReactElement<{ onClick?(): void }>, {
    onClick: () => {
      setState((prev) => ({ ...prev, open: true }));
      start(true);
    },
  });
}
