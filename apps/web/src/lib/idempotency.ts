/**
 * The `Idempotency-Key` of the create requests (issue 19; the server's plugins/idempotency.ts): one key per user action.
 * The same content sent again before it went through (a second tap, a retry after a lost answer) carries the same key,
 * so the server makes one row and answers the first result again; a success, or other content, is a new action.
 */
import * as React from 'react';
import { MESSAGES } from '@kickoff/shared';
import { ApiError } from './api';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context, which a phone trying the dev server over the LAN does not have.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What makes two submits the same: their content, with files compared by name, size, type and date. */
export function submitFingerprint(content: unknown): string {
  return JSON.stringify(content ?? null, (_key, value: unknown) => {
    if (typeof Blob === 'undefined' || !(value instanceof Blob)) return value;
    const file = typeof File !== 'undefined' && value instanceof File ? { name: value.name, lastModified: value.lastModified } : {};
    return { blob: value.size, type: value.type, ...file };
  });
}

export interface IdempotencyKeys {
  /** The key for sending `content`: the unfinished action's key when the content is the same, else a new one. */
  keyFor(content: unknown): string;
  /** The action went through: the next submit is a new action. */
  done(): void;
}

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let open: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(content) {
      const fingerprint = submitFingerprint(content);
      if (!open || open.fingerprint !== fingerprint) open = { key: newKey(), fingerprint };
      return open.key;
    },
    done() {
      open = null;
    },
  };
}

/** One key keeper per form (the mutation hook of a create). */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = React.useState(() => createIdempotencyKeys());
  return keys;
}

/** The server's 409 to a repeat of a keyed request that is still running: the first request reports, not this one. */
export function isRepeatStillRunning(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.serverMessage === MESSAGES.common.idempotencyKeyRunning;
}
