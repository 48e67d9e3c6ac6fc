import * as React from 'react';

/** True once the element comes within `margin` of the viewport (then stays true): a map below the fold loads late. */
export function useNearViewport<T extends Element>(margin = '200px'): [React.RefCallback<T>, boolean] {
  const [near, setNear] = React.useState(false);
  const observer = React.useRef<IntersectionObserver | null>(null);
  const ref = React.useCallback(
    (el: T | null) => {
      observer.current?.disconnect();
      if (!el || near) return;
      if (typeof IntersectionObserver === 'undefined') return setNear(true);
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(el);
    },
    [margin, near],
  );
  return [ref, near];
}
