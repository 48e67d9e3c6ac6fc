/**
 * The app's own install prompt (issue 27): the browser's `beforeinstallprompt` is held (main.tsx loads this module at
 * once and holds a prompt that comes earlier) and offered by the signed-in layout after a person's second visit or
 * first join, never on the landing's first paint. "Not now" is remembered on this device.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const VISITS_KEY = 'kickoff.visits';
const VISIT_COUNTED_KEY = 'kickoff.visit-counted';
const JOINED_KEY = 'kickoff.joined';
const DISMISSED_KEY = 'kickoff.install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function read(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

function write(storage: 'local' | 'session', key: string, value: string) {
  try {
    (storage === 'local' ? localStorage : sessionStorage).setItem(key, value);
  } catch {
    // private mode: not remembered
  }
}

/**
 * From main.tsx: holds the browser's prompt and counts this visit (once per tab session). `early` is a prompt main.tsx
 * held while this module was loading.
 */
export function captureInstallPrompt(early?: Event) {
  if (early) deferred = early as BeforeInstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    write('local', DISMISSED_KEY, 'installed');
    emit();
  });
  if (!read('session', VISIT_COUNTED_KEY)) {
    write('session', VISIT_COUNTED_KEY, '1');
    write('local', VISITS_KEY, String(Number(read('local', VISITS_KEY) ?? 0) + 1));
  }
}

/** A join went through: the install prompt may be offered. */
export function noteJoined() {
  if (read('local', JOINED_KEY)) return;
  write('local', JOINED_KEY, '1');
  emit();
}

export function subscribeInstall(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether to offer installing now: the browser can, the person came back or joined, and never said "Not now". */
export function installOffered(): boolean {
  if (!deferred || read('local', DISMISSED_KEY)) return false;
  return Number(read('local', VISITS_KEY) ?? 0) >= 2 || read('local', JOINED_KEY) === '1';
}

export async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  emit();
  await event.prompt();
  const choice = await event.userChoice?.catch(() => undefined);
  if (choice?.outcome === 'dismissed') write('local', DISMISSED_KEY, String(Date.now()));
}

export function dismissInstall() {
  write('local', DISMISSED_KEY, String(Date.now()));
  emit();
}
