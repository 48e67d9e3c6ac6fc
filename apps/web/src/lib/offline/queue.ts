/**
 * Writes made without a connection (issue 27): a comment, reply, post, join, leave or check-in is kept in IndexedDB
 * with its Idempotency-Key, shown at once as "Waiting for a connection" with Cancel, and sent in the order made when the
 * browser is back online. Sending again is safe: the server answers a key it has seen with the first result, so a write
 * whose answer was lost on a weak signal is never made twice. Each sent write then reports its real result
 * (`onQueueResult`: the screen refreshes, or a refusal is shown with the server's words).
 *
 * Without IndexedDB (private mode, storage full) `queueWrite` answers false and the caller sends as before (it then
 * fails with the offline message). A queue left for over 24 hours asks before sending (`needsConsent`). Sign-out drops
 * every queued write (forget.ts).
 *
 * This module is what the screens use (sendOrQueue, isQueued, the queue's state), kept light for their first load; the
 * engine (queue-engine.ts: the store, sending, retries) is a chunk of its own, loaded after the first paint by the
 * signed-in layout, or here when a write must wait.
 */
import { ApiError } from '../api';
import { isOnline } from './online';
import { QUEUED, queuePerson, setQueuePerson, type Queued, type QueuedWrite } from './queue-state';

export * from './queue-state';

const loadEngine = () => import('./queue-engine');

/** Keeps `write` through the engine; false when it cannot be kept (its chunk did not load, no IndexedDB). */
async function keep(write: Omit<QueuedWrite, 'createdAt' | 'state' | 'owner'>, retrySoon: boolean): Promise<boolean> {
  const engine = await loadEngine().catch(() => null);
  if (!engine) return false;
  // Before the layout's after-paint part has started the engine (a write in the first seconds): start it here.
  const who = queuePerson();
  if (who) await engine.startQueue(who);
  if (!(await engine.queueWrite(write))) return false;
  if (retrySoon) engine.scheduleRetry();
  return true;
}

/**
 * From the signed-in layout's first render on (null once signed out): whose writes may wait. The engine loads at once,
 * apart from the screens' first load but before a write may need it offline (its chunk would not load then without
 * the service worker), and starts: it sends what was left waiting.
 */
export function startQueueFor(person: string | null) {
  setQueuePerson(person);
  if (!person) return;
  void loadEngine().then(
    (engine) => engine.startQueue(person),
    (error: unknown) => console.warn('offline queue did not load', error),
  );
}

/** The person cancelled a waiting write: it is never sent. */
export async function cancelWrite(key: string): Promise<void> {
  await (await loadEngine()).cancelWrite(key);
}

/**
 * Sends a write now, or keeps it when there is no connection: offline at once, or when the send fails without an
 * answer (a weak signal; the key makes the later send safe even if this one arrived). Answers the server's answer, or
 * `QUEUED`.
 */
export async function sendOrQueue<T>(write: Omit<QueuedWrite, 'createdAt' | 'state' | 'owner'>, send: () => Promise<T>): Promise<T | Queued> {
  if (!isOnline() && (await keep(write, false))) return QUEUED;
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) && error instanceof TypeError && (await keep(write, isOnline()))) return QUEUED;
    throw error;
  }
}
