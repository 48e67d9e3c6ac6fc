/**
 * The page's side of the service worker (service-worker/sw.js, built to /sw.js): registers it once the page has
 * loaded, tells the layout when a new version waits ("Refresh to update": the worker takes over and the page reloads
 * only when the person asks), relays the worker's "a saved answer was refreshed", and clears the saved private answers
 * at sign-out. The native shell (Capacitor) serves the app from the device and registers none.
 */
import { authHeaders } from '../api';

const API_CACHE_PREFIX = 'kickoff-api-';
/** Pictures seen (service-worker/sw.js): a private group's too, so they go at sign-out with the answers. */
const IMAGES_CACHE = 'kickoff-images';

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  if (waiting === worker) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a new version is installed and waiting for this tab's consent. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

let reloading = false;

/** The person asked for the new version: it takes over, then this tab reloads into it. */
export function applyUpdate() {
  if (!waiting) return;
  reloading = true;
  waiting.postMessage({ type: 'kickoff:skip-waiting' });
}

export function serviceWorkerSupported(): boolean {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return !capacitor?.isNativePlatform?.();
}

let started = false;

export async function registerServiceWorker(): Promise<void> {
  if (started || !serviceWorkerSupported()) return;
  started = true;
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (reloading) {
      window.location.reload();
    } else if (!controlled) {
      // The first worker took this page over after its session was read: read it once more through the worker, so
      // that a reload offline still knows who is signed in.
      const headers = authHeaders();
      if (headers.Authorization) void fetch('/api/auth/get-session', { headers, credentials: 'include' }).catch(() => undefined);
    } else {
      // Another tab accepted the update: this one keeps running its version (its files stay cached until it reloads).
      setWaiting(null);
    }
    controlled = true;
  });
  container.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === 'kickoff:api-refreshed') window.dispatchEvent(new CustomEvent('kickoff:api-refreshed', { detail: event.data.url }));
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    // Not allowed here (some private modes, an automated browser that blocks workers): the app works without it.
    console.warn('service worker not registered', error);
  }
  if (!registration) return;
  const watch = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      // A first install (no controller yet) or a worker taking over at once (it had no older app version) is no update.
      if (worker.state === 'installed' && container.controller && registration.waiting === worker) setWaiting(worker);
      if (worker.state === 'redundant' && waiting === worker) setWaiting(null);
    });
  };
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });
  // A tab left open for days still hears of a new version when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration?.update().catch(() => undefined);
  });
}

/** Deletes every saved private answer (all sessions' caches) and picture: signing out leaves nothing of the person here. */
export async function clearSavedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.startsWith(API_CACHE_PREFIX) || key === IMAGES_CACHE).map((key) => caches.delete(key)));
}
