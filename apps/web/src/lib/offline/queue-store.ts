/** Where queued writes live (queue.ts): IndexedDB `kickoff-offline`, store `writes`, keyed by Idempotency-Key. */
import type { QueuedWrite } from './queue';

export interface QueueStore {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'kickoff-offline';
const STORE = 'writes';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** IndexedDB's store, or null where there is none (old browsers, some private modes). */
export function indexedDbStore(): QueueStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
      request.onblocked = () => reject(new Error('IndexedDB blocked'));
    });
    // A failed open is tried again next time.
    db.catch(() => {
      db = null;
    });
    return db;
  };
  const run = async <T,>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const store = (await open()).transaction(STORE, mode).objectStore(STORE);
    return done(work(store));
  };
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<QueuedWrite[]>),
    put: async (write) => {
      await run('readwrite', (s) => s.put(write));
    },
    delete: async (key) => {
      await run('readwrite', (s) => s.delete(key));
    },
    clear: async () => {
      await run('readwrite', (s) => s.clear());
    },
  };
}

/** A store in memory (tests). */
export function memoryStore(): QueueStore & { rows: Map<string, QueuedWrite> } {
  const rows = new Map<string, QueuedWrite>();
  return {
    rows,
    all: async () => [...rows.values()],
    put: async (write) => void rows.set(write.key, write),
    delete: async (key) => void rows.delete(key),
    clear: async () => rows.clear(),
  };
}
