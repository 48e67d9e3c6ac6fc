/**
 * Google sign-in in a popup (account selection forced by the server's provider config). The popup lands on
 * /auth-callback.html (with `?new=1` when the sign-in made the account, Better Auth's `newUserCallbackURL`), which
 * tells this window how it went; the session cookie then yields the bearer token.
 */
import { MESSAGES } from '@kickoff/shared';
import type { SessionUserPayload } from '@/lib/auth';

const G = MESSAGES.google;
const CALLBACK_PATH = '/auth-callback.html';
const NEW_USER_CALLBACK_PATH = '/auth-callback.html?new=1';

export class GoogleSignInError extends Error {}

/** Provider error codes to the texts of spec §8. */
export function googleErrorMessage(code: string, detail?: string): string {
  const c = code.toLowerCase();
  if (c.includes('unauthorized_domain') || c.includes('redirect_uri_mismatch')) return G.unauthorizedDomain;
  if (c.includes('provider_not_found') || c.includes('operation_not_allowed') || c.includes('not_enabled')) return G.notEnabled;
  if (c.includes('popup_blocked')) return G.popupBlocked;
  if (c.includes('popup_closed') || c.includes('access_denied') || c.includes('cancel')) return G.popupClosed;
  return `${G.failedPrefix}${detail || code}`;
}

/** Resolves with whether the sign-in made a new account. */
export function waitForPopup(popup: Window): Promise<{ newUser: boolean }> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { source?: string; error?: string | null; description?: string | null; newUser?: boolean } | null;
      if (!data || data.source !== 'kickoff-auth-callback') return;
      cleanup();
      if (data.error) reject(new GoogleSignInError(googleErrorMessage(data.error, data.description ?? undefined)));
      else resolve({ newUser: data.newUser === true });
    };
    const poll = setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new GoogleSignInError(G.popupClosed));
      }
    }, 500);
    function cleanup() {
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
    }
    window.addEventListener('message', onMessage);
  });
}

export async function signInWithGoogle(): Promise<{ token: string; user: SessionUserPayload; newUser: boolean }> {
  const popup = window.open('about:blank', 'kickoff-google', 'width=500,height=640,noopener=false');
  let newUser = false;
  if (!popup) throw new GoogleSignInError(G.popupBlocked);
  try {
    const res = await fetch('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({
        provider: 'google',
        callbackURL: CALLBACK_PATH,
        newUserCallbackURL: NEW_USER_CALLBACK_PATH,
        errorCallbackURL: CALLBACK_PATH,
        disableRedirect: true,
      }),
    });
    const body = (await res.json().catch(() => ({}))) as { url?: string; code?: string; message?: string };
    if (!res.ok || !body.url) {
      throw new GoogleSignInError(res.status === 404 ? G.notEnabled : googleErrorMessage(body.code ?? 'unknown', body.message));
    }
    popup.location.href = body.url;
    ({ newUser } = await waitForPopup(popup));
  } catch (error) {
    if (!popup.closed) popup.close();
    throw error instanceof GoogleSignInError ? error : new GoogleSignInError(`${G.failedPrefix}${(error as Error).message}`);
  }
  const session = await fetch('/api/auth/get-session', { credentials: 'include' });
  const data = (await session.json().catch(() => null)) as { session?: { token?: string }; user?: SessionUserPayload } | null;
  const token = session.headers.get('set-auth-token') ?? data?.session?.token;
  if (!session.ok || !token || !data?.user) throw new GoogleSignInError(`${G.failedPrefix}no session was created`);
  return { token, user: data.user, newUser };
}
