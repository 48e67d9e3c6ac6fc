/** Whether the browser has a network connection (`navigator.onLine` and its events), as a React hook. */
import * as React from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Online during a server render and hydration (the prerendered pages are the online ones). */
export function useOnline(): boolean {
  return React.useSyncExternalStore(subscribe, isOnline, () => true);
}
