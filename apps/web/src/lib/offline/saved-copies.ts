/**
 * Which API answers on screen are saved copies: the service worker (service-worker/sw.js) answers a read it could not
 * get from the network with its saved copy, stamped `X-Kickoff-Saved-At`. lib/api.ts notes every answer here; a fresh
 * answer of the same address clears its mark. The layout shows the oldest as "Saved 12 min ago".
 */
export const SAVED_AT_HEADER = 'X-Kickoff-Saved-At';

const saved = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function changed() {
  oldest = saved.size ? Math.min(...saved.values()) : null;
  for (const listener of listeners) listener();
}

/** Notes whether `res` is a saved copy (by its header) or a fresh answer. */
export function noteAnswer(res: Pick<Response, 'url' | 'headers'>) {
  const header = res.headers?.get?.(SAVED_AT_HEADER);
  const savedAt = header ? Number(header) : NaN;
  const key = res.url;
  if (!key) return;
  if (Number.isFinite(savedAt)) {
    if (saved.get(key) === savedAt) return;
    saved.set(key, savedAt);
    changed();
  } else if (saved.delete(key)) {
    changed();
  }
}

/** Forgets every mark (back online: the screens read again; signed out). */
export function clearSavedMarks() {
  if (!saved.size) return;
  saved.clear();
  changed();
}

export function subscribeSavedCopies(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** When the oldest saved copy on screen was saved (ms), or null when every answer is fresh. */
export function oldestSavedCopy(): number | null {
  return oldest;
}
