/**
 * The native shell's FCM token as this device last registered it for the signed-in account. Signing out drops it
 * (the server forgets it for this account), so the next person signing in on a shared phone can register the same
 * token as theirs and the previous person's pushes stop coming here. A token belongs to the account that holds it
 * (the server refuses to move it, docs/decisions.md), so without this a shared phone kept the first account's pushes.
 */
import { apiRequest } from './api';

const TOKEN_KEY = 'kickoff.push.token';

export function rememberNativePushToken(token: string | null) {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // private storage: the sign-out cannot drop what was not kept
  }
}

function rememberedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** While still signed in: the server forgets this device's token for this account, then the device forgets it. */
export async function dropNativePushToken(): Promise<void> {
  const token = rememberedToken();
  if (!token) return;
  await apiRequest('DELETE', '/api/notifications/unregister', { token });
  rememberNativePushToken(null);
}
