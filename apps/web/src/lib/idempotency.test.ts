import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { ApiError } from './api';
import { createIdempotencyKeys, isRepeatStillRunning, newIdempotencyKey, submitFingerprint } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key per user action', () => {
  it('makes random v4 UUIDs, also where crypto.randomUUID is missing (no secure context)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('keeps the key while the same content is sent again, and starts a new action after success or other content', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    const first = keys.keyFor({ content: 'Count me in' });
    // A second tap, or a retry after a lost answer: the same action.
    expect(keys.keyFor({ content: 'Count me in' })).toBe(first);
    // Edited before sending again: another action.
    expect(keys.keyFor({ content: 'Count me in!' })).toBe('key-2');
    keys.done();
    // The same words once more after it went through: a new comment.
    expect(keys.keyFor({ content: 'Count me in!' })).toBe('key-3');
  });

  it('tells files apart by name, size, type and date, not by reference', () => {
    const file = (name: string, body: string, lastModified = 1) => new File([body], name, { type: 'image/png', lastModified });
    expect(submitFingerprint({ image: file('a.png', 'xx') })).toBe(submitFingerprint({ image: file('a.png', 'xx') }));
    expect(submitFingerprint({ image: file('a.png', 'xx') })).not.toBe(submitFingerprint({ image: file('b.png', 'xx') }));
    expect(submitFingerprint({ image: file('a.png', 'xx') })).not.toBe(submitFingerprint({ image: file('a.png', 'xxx') }));
    expect(submitFingerprint({ image: file('a.png', 'xx') })).not.toBe(submitFingerprint({ image: file('a.png', 'xx', 2) }));
    expect(submitFingerprint({ image: null })).not.toBe(submitFingerprint({ image: file('a.png', 'xx') }));
  });

  it("recognises the server's answer to a repeat that is still running", () => {
    const running = new ApiError(409, '{}', MESSAGES.common.idempotencyKeyRunning);
    expect(isRepeatStillRunning(running)).toBe(true);
    expect(isRepeatStillRunning(new ApiError(409, '{}', MESSAGES.event.alreadyJoined))).toBe(false);
    expect(isRepeatStillRunning(new Error('409'))).toBe(false);
  });
});
