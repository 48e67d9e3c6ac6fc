/**
 * The offline queue's engine (issue 27; the queue's screens' side is queue.ts): keeps writes in IndexedDB, loads a
 * person's waiting writes, sends them in order when back online, asks before sending writes over a day old, and
 * reports each result. A chunk of its own: the signed-in layout loads it after the first paint (offline-parts.tsx), and
 * queue.ts loads it when a write must wait, so the screens' first load carries only queue.ts.
 */
import { MESSAGES } from '@kickoff/shared';
import { ApiError, apiRequest } from '../api';
import { idempotencyHeaders } from '../idempotency';
import { isOnline } from './online';
import { indexedDbStore, type QueueStore } from './queue-store';
import { emitQueueResult, queueState, setQueueState as setState, type QueueResult, type QueuedWrite } from './queue-state';

export { QUEUED, isQueued, onQueueResult, queueState, subscribeQueue } from './queue-state';
export type { Queued, QueueResult, QueuedKind, QueuedWrite } from './queue-state';

/** A queue older than this asks before sending. */
export const QUEUE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

let store: QueueStore | null = null;
let owner: string | null = null;
let consented = false;
let flushing: Promise<void> | null = null;

/** Tests give a store of their own. */
export function setQueueStore(next: QueueStore | null) {
  store = next;
}

function openStore(): QueueStore | null {
  store ??= indexedDbStore();
  return store;
}

const onOnline = () => void flushQueue();

/** Online by the browser's word but the send found no network (a weak signal): try again a little later. */
export const RETRY_MS = 15_000;
let retry: ReturnType<typeof setTimeout> | undefined;
export function scheduleRetry() {
  clearTimeout(retry);
  retry = setTimeout(() => {
    if (isOnline()) void flushQueue();
  }, RETRY_MS);
}

/**
 * Starts the queue for the signed-in `person`: loads their waiting writes (a tab closed offline and opened again) and
 * sends them when online. Another person's writes left in the store are dropped.
 */
export async function startQueue(person: string): Promise<void> {
  if (owner === person) return;
  owner = person;
  consented = false;
  const s = openStore();
  if (!s) return;
  try {
    const all = await s.all();
    for (const w of all.filter((w) => w.owner !== person)) await s.delete(w.key);
    const mine = all.filter((w) => w.owner === person).map((w) => ({ ...w, state: 'waiting' as const }));
    setState({ writes: mine.sort((a, b) => a.createdAt - b.createdAt) });
  } catch (error) {
    console.warn('offline queue unavailable', error);
    return;
  }
  window.addEventListener('online', onOnline);
  if (isOnline()) await flushQueue();
}

export function stopQueue() {
  owner = null;
  clearTimeout(retry);
  window.removeEventListener('online', onOnline);
  setState({ writes: [], needsConsent: false });
}

/** Keeps `write` to send when online; false when it cannot be kept (no IndexedDB): the caller sends as before. */
export async function queueWrite(write: Omit<QueuedWrite, 'createdAt' | 'state' | 'owner'>): Promise<boolean> {
  const s = openStore();
  if (!s || !owner) return false;
  if (queueState().writes.some((w) => w.key === write.key)) return true;
  const queued: QueuedWrite = { ...write, owner, createdAt: Date.now(), state: 'waiting' };
  try {
    await s.put(queued);
  } catch (error) {
    console.warn('could not keep the write offline', error);
    return false;
  }
  setState({ writes: [...queueState().writes, queued] });
  return true;
}

/** The person cancelled a waiting write: it is never sent. */
export async function cancelWrite(key: string): Promise<void> {
  const write = queueState().writes.find((w) => w.key === key);
  if (!write || write.state === 'sending') return;
  setState({ writes: queueState().writes.filter((w) => w.key !== key) });
  await openStore()?.delete(key);
}

/** The answer to "Send changes made over a day ago?". */
export async function answerOldQueue(send: boolean): Promise<void> {
  if (send) {
    consented = true;
    setState({ needsConsent: false });
    await flushQueue();
    return;
  }
  const s = openStore();
  const writes = queueState().writes;
  setState({ writes: [], needsConsent: false });
  for (const w of writes) await s?.delete(w.key);
}

/** Forgets every queued write (sign-out). */
export async function clearQueue(): Promise<void> {
  stopQueue();
  await openStore()?.clear();
}

/** Sends the waiting writes in order; stops at the first that finds no connection. */
export function flushQueue(): Promise<void> {
  flushing ??= sendAll().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll() {
  const s = openStore();
  if (!s || !owner) return;
  while (queueState().writes.length && isOnline()) {
    if (!consented && queueState().writes.some((w) => Date.now() - w.createdAt > QUEUE_MAX_AGE_MS)) {
      setState({ needsConsent: true });
      return;
    }
    const write = queueState().writes[0]!;
    setState({ writes: queueState().writes.map((w) => (w === write ? { ...w, state: 'sending' as const } : w)) });
    let result: QueueResult;
    try {
      const res = await apiRequest(write.method, write.url, write.body, { headers: idempotencyHeaders(write.key) });
      const text = res.status === 204 ? '' : await res.text().catch(() => '');
      let answer: unknown;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        answer = undefined;
      }
      result = { write, ok: true, status: res.status, answer };
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // Still no connection: it waits for the next `online`.
        setState({ writes: queueState().writes.map((w) => (w.key === write.key ? { ...w, state: 'waiting' as const } : w)) });
        if (isOnline()) scheduleRetry();
        return;
      }
      const gone = error.status === 404 || error.status === 410;
      const done = error.status === 409 && write.alreadyDone !== undefined && error.serverMessage === write.alreadyDone;
      if (done) result = { write, ok: true, status: error.status };
      else result = { write, ok: false, status: error.status, message: gone ? MESSAGES.offline.targetGone : (error.serverMessage ?? MESSAGES.common.internal) };
    }
    await s.delete(write.key).catch(() => undefined);
    setState({ writes: queueState().writes.filter((w) => w.key !== write.key) });
    emitQueueResult(result);
  }
}

