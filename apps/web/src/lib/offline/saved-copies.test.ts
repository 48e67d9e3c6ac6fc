/** "Saved 12 min ago" (issue 27): the service worker's saved copies are marked; a fresh answer clears the mark. */
import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER, clearSavedMarks, noteAnswer, oldestSavedCopy } from './saved-copies';

const answer = (url: string, savedAt?: number) => ({ url, headers: new Headers(savedAt === undefined ? {} : { [SAVED_AT_HEADER]: String(savedAt) }) });

describe('saved copies', () => {
  it('keeps the oldest saved copy on screen until fresh answers replace them', () => {
    clearSavedMarks();
    noteAnswer(answer('/api/events/1', 5_000));
    noteAnswer(answer('/api/user/dashboard', 2_000));
    expect(oldestSavedCopy()).toBe(2_000);
    noteAnswer(answer('/api/user/dashboard'));
    expect(oldestSavedCopy()).toBe(5_000);
    noteAnswer(answer('/api/events/1'));
    expect(oldestSavedCopy()).toBeNull();
  });
});
