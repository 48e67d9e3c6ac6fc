/** Scrolls an element into view when the page was opened with its `#hash` (a link to the comments), once it is ready. */
import * as React from 'react';
import { useLocation } from 'react-router';

export function useScrolledToWhenLinked<T extends HTMLElement = HTMLElement>(hash: string, ready: boolean) {
  const ref = React.useRef<T>(null);
  const { hash: current } = useLocation();
  const done = React.useRef(false);
  React.useEffect(() => {
    if (done.current || !ready || current !== hash || !ref.current) return;
    done.current = true;
    ref.current.scrollIntoView({ block: 'start' });
  }, [current, hash, ready]);
  return ref;
}
