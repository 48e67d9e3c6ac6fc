/** The Google popup's answer: /auth-callback.html posts how it went, and whether the sign-in made the account. */
import { describe, expect, it } from 'vitest';
import { waitForPopup } from './google-sign-in';

const popup = { closed: false } as Window;
const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('waitForPopup', () => {
  it('reads a new account from the callback page (newUserCallbackURL, ?new=1) and an existing one otherwise', async () => {
    const first = waitForPopup(popup);
    post({ source: 'kickoff-auth-callback', error: null, newUser: true });
    await expect(first).resolves.toEqual({ newUser: true });
    const again = waitForPopup(popup);
    post({ source: 'kickoff-auth-callback', error: null, newUser: false });
    await expect(again).resolves.toEqual({ newUser: false });
  });

  it('ignores messages from other origins and fails on a provider error', async () => {
    const waiting = waitForPopup(popup);
    post({ source: 'kickoff-auth-callback', error: null, newUser: true }, 'https://evil.example');
    post({ source: 'kickoff-auth-callback', error: 'access_denied' });
    await expect(waiting).rejects.toThrow();
  });
});
