/**
 * What an Idempotency-Key is bound to (issue 33, point 7): the method, the path and the body. A JSON body counts by its
 * content (keys sorted, so a client that orders them differently on a retry still matches); a multipart body, read by
 * the handler after this check, counts by its length (its boundary changes on every retry, the length does not).
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as Record<string, unknown>).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export interface FingerprintInput {
  method: string;
  path: string;
  isMultipart: boolean;
  contentLength: string | undefined;
  body: unknown;
}

export function requestFingerprint(input: FingerprintInput): string {
  const body = input.isMultipart ? `multipart:${input.contentLength ?? ''}` : JSON.stringify(canonical(input.body ?? null));
  return `${input.method} ${input.path} ${createHash('sha256').update(body).digest('base64url')}`;
}

/** How a stored fingerprint compares with a new request's. Keys stored before bodies counted hold a route only. */
export function compareFingerprints(stored: string, current: string): 'same' | 'other-route' | 'other-body' {
  const [storedRoute, currentRoute] = [stored, current].map((f) => f.split(' ').slice(0, 2).join(' '));
  if (storedRoute !== currentRoute) return 'other-route';
  return stored === current || stored === storedRoute ? 'same' : 'other-body';
}
