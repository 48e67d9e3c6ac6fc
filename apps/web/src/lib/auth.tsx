/**
 * The client auth state machine of spec §4: loading starts true; when a user is reported it is stored, the
 * token kept in local storage, and loading ends about 100 ms later; with no user the token is removed.
 */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, isLanguage, type Language } from '@kickoff/shared';
import { activateLanguage, storeLanguage } from './i18n';
import { ApiError, TOKEN_STORAGE_KEY, apiJson, getToken, setCurrentToken } from './api';

export interface AuthUser {
  /** uid of spec §3 */
  id: string;
  email: string | null;
  displayName: string;
  photoURL?: string | null;
  phoneNumber?: string | null;
  firstName: string;
  lastName: string;
  rolePreference: 'member' | 'organizer';
  /** The profile's language setting (issue 30); null: this browser decides. */
  language: Language | null;
}

export interface SessionUserPayload {
  id: string;
  email: string;
  phoneNumber?: string | null;
  image?: string | null;
  firstName?: string;
  lastName?: string;
  rolePreference?: 'member' | 'organizer';
  language?: string | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** Called by sign-in flows with the session token and user the server answered. */
  completeSignIn(token: string, user: SessionUserPayload): Promise<void>;
  signOut(): Promise<void>;
  /** Re-reads the session (after a profile change). */
  refresh(): Promise<void>;
  setLoading(loading: boolean): void;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

const TEMP_EMAIL_SUFFIX = '@phone.kickoff.invalid';

export function toAuthUser(u: SessionUserPayload): AuthUser {
  const email = u.email && !u.email.endsWith(TEMP_EMAIL_SUFFIX) ? u.email : null;
  const firstName = u.firstName ?? '';
  const lastName = u.lastName ?? '';
  return {
    id: u.id,
    email,
    displayName: `${firstName} ${lastName}`.trim(),
    photoURL: u.image ?? null,
    phoneNumber: u.phoneNumber ?? null,
    firstName,
    lastName,
    rolePreference: u.rolePreference ?? 'member',
    language: isLanguage(u.language) ? u.language : null,
  };
}

/** Signed out (issue 27): this browser's saved private answers and queued writes go; loaded only when needed. */
function forgetOfflineData(): Promise<void> {
  return import('./offline/forget').then(
    (m) => m.forgetOfflineData(),
    (error: unknown) => console.warn('clearing offline data failed', error),
  );
}

/** The cookie of storeToken's hint. */
const SIGNED_IN_HINT_COOKIE = 'kickoff.signed-in';

function storeToken(token: string | null) {
  setCurrentToken(token);
  // Not a credential: a hint that lets the server name the signed-in layout's chunks in a page's HTML
  // (apps/server/src/plugins/route-preloads.ts).
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${token ? '1' : ''};path=/;max-age=${token ? 3e7 : 0};samesite=lax`;
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // private mode: the in-memory token still works for this tab
  }
}

/**
 * `signedOut`: the caller already knows there is no stored token, so loading may start false; used when hydrating
 * the prerendered landing, whose HTML is the signed-out page, not "Loading Kickoff...". The first effect reaches the
 * same state (no token: no user, not loading) either way.
 */
export function AuthProvider({ children, signedOut = false }: { children: React.ReactNode; signedOut?: boolean }) {
  const queryClient = useQueryClient();
  const [user, setUser] = React.useState<AuthUser | null>(null);
  const [loading, setLoading] = React.useState(!signedOut);

  const report = React.useCallback((next: AuthUser | null, token: string | null) => {
    if (next) {
      setUser(next);
      storeToken(token);
      // The profile's language follows the person to every device (issue 30).
      if (next.language) {
        storeLanguage(next.language);
        void activateLanguage(next.language);
      }
      // A transition: the signed-in screen that replaces "Loading Kickoff..." then renders in short slices, not in
      // one long task (the layout and the whole first screen at once).
      setTimeout(() => React.startTransition(() => setLoading(false)), LIMITS.authLoadingEndMs);
    } else {
      setUser(null);
      storeToken(null);
      setLoading(false);
    }
  }, []);

  const refresh = React.useCallback(async () => {
    const token = getToken();
    if (!token) return report(null, null);
    try {
      const session = await apiJson<{ user: SessionUserPayload } | null>('GET', '/api/auth/get-session');
      report(session?.user ? toAuthUser(session.user) : null, session?.user ? token : null);
      if (!session?.user) void forgetOfflineData();
    } catch (error) {
      // No answer at all (offline, and no saved copy of the session): signed out for now, but the token stays, so the
      // next load with a signal is signed in again. An answer that refuses the session ends it.
      if (!(error instanceof ApiError)) {
        setUser(null);
        setLoading(false);
        return;
      }
      report(null, null);
      void forgetOfflineData();
    }
  }, [report]);

  React.useEffect(() => {
    void refresh();
  }, [refresh]);

  const completeSignIn = React.useCallback(
    async (token: string, payload: SessionUserPayload) => {
      setLoading(true);
      try {
        // Lists cached for a previous user of this tab never go stale (spec §7): start clean.
        queryClient.clear();
        storeToken(token);
        report(toAuthUser(payload), token);
      } catch (error) {
        setLoading(false);
        throw error;
      }
    },
    [report, queryClient],
  );

  const signOut = React.useCallback(async () => {
    setLoading(true);
    // While still signed in: the server forgets this browser's push endpoint and this phone's device token, so the
    // next person here gets none of ours.
    // Their modules load here, not with the entry (issue 27: a lighter first load).
    await Promise.all([
      import('./web-push-subscription')
        .then((m) => m.dropWebPushSubscription())
        .catch((error: unknown) => console.warn('push unsubscribe at sign-out failed', error)),
      import('./native-push-token')
        .then((m) => m.dropNativePushToken())
        .catch((error: unknown) => console.warn('device token removal at sign-out failed', error)),
    ]);
    try {
      await apiJson('POST', '/api/auth/sign-out', {});
    } catch (error) {
      // Logout failure is only logged (spec §8); the local session ends anyway.
      console.warn('sign-out failed', error);
    }
    report(null, null);
    queryClient.clear();
    await forgetOfflineData();
  }, [report, queryClient]);

  const value = React.useMemo<AuthContextValue>(
    () => ({ user, loading, isAuthenticated: Boolean(user), completeSignIn, signOut, refresh, setLoading }),
    [user, loading, completeSignIn, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = React.useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
