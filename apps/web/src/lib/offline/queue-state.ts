/**
 * The offline queue's state as the screens see it (issue 27): the waiting writes, the old-queue question, each sent
 * write's result, and the QUEUED answer. queue.ts is the screens' side, queue-engine.ts changes this state.
 */
export type QueuedKind = 'comment' | 'reply' | 'post' | 'join' | 'leave' | 'check-in';

export interface QueuedWrite {
  /** Its Idempotency-Key, also its id in the store. */
  key: string;
  kind: QueuedKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Where a screen shows it: `event:<id>`, `comment:<id>` (a reply), `group:<id>`. */
  scope: string;
  /** What the person wrote or did, shown while it waits. */
  text: string;
  /** The signed-in person who made it: only their session sends it. */
  owner: string;
  createdAt: number;
  state: 'waiting' | 'sending';
  /** A 409 with this message means an earlier send of it went through (a join already made): a success. */
  alreadyDone?: string;
}

export interface QueueResult {
  write: QueuedWrite;
  ok: boolean;
  /** The HTTP status (0 if none). */
  status: number;
  /** The server's words for a refusal. */
  message?: string;
  /** The answer's JSON, if any (a join's status). */
  answer?: unknown;
}

export interface QueueState {
  writes: readonly QueuedWrite[];
  /** Writes older than a day wait for the person's yes or no. */
  needsConsent: boolean;
}

let state: QueueState = { writes: [], needsConsent: false };
const listeners = new Set<() => void>();
const resultListeners = new Set<(result: QueueResult) => void>();

/** The engine's (queue-engine.ts) way to change the state the screens show. */
export function setQueueState(next: Partial<QueueState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function queueState(): QueueState {
  return state;
}

/** Hears each sent write's result. */
export function onQueueResult(listener: (result: QueueResult) => void) {
  resultListeners.add(listener);
  return () => {
    resultListeners.delete(listener);
  };
}

/** The engine reports a sent write's result. */
export function emitQueueResult(result: QueueResult) {
  for (const listener of resultListeners) listener(result);
}

/** What sendOrQueue answers for a write it kept. */
export const QUEUED = { queued: true } as const;
export type Queued = typeof QUEUED;

export function isQueued(value: unknown): value is Queued {
  return value === QUEUED;
}

let person: string | null = null;

/** The signed-in person whose writes may wait (the signed-in layout says, at once; the engine may load later). */
export function setQueuePerson(id: string | null) {
  person = id;
}

export function queuePerson(): string | null {
  return person;
}
