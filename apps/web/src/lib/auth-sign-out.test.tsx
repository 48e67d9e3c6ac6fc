/**
 * Signing out drops this browser's Web Push subscription and this phone's device token first (the server forgets the endpoint while the session
 * still holds, then the browser unsubscribes), so a shared computer stops showing the last person's notifications.
 */
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from './auth';
import { setCurrentToken } from './api';

const calls: string[] = [];
const unsubscribe = vi.fn(async () => true);

function stubBrowser(subscribed: boolean, serverKnowsEndpoint = true) {
  const subscription = { endpoint: 'https://push.example/abc', unsubscribe: async () => (calls.push('browser unsubscribe'), unsubscribe()) };
  Object.assign(window, { PushManager: function PushManager() {}, Notification: function Notification() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => (subscribed ? subscription : null) } }) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname} ${init?.body ?? ''}`.trim());
      if (url.includes('/api/auth/get-session')) return Response.json({ user: { id: 'u1', firstName: 'Ann', lastName: 'Lee', email: null } });
      if (!serverKnowsEndpoint && url.includes('/web-push/unsubscribe')) return Response.json({ message: 'This push subscription is not registered to your account.' }, { status: 404 });
      return Response.json({ ok: true });
    }),
  );
}

let signOut: () => Promise<void> = async () => {};
function Probe() {
  const auth = useAuth();
  React.useEffect(() => {
    signOut = auth.signOut;
  });
  return <p>{auth.user ? `signed in as ${auth.user.firstName}` : 'signed out'}</p>;
}

function renderSignedIn() {
  localStorage.setItem('kickoff.token', 'tok-1');
  setCurrentToken('tok-1');
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  unsubscribe.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('sign out', () => {
  it('tells the server to forget this browser’s push endpoint, unsubscribes it, then ends the session', async () => {
    stubBrowser(true);
    const view = renderSignedIn();
    await view.findByText('signed in as Ann');
    // The hint the server names the signed-in layout's chunks by (apps/server/src/plugins/route-preloads.ts).
    expect(document.cookie).toMatch(/(^|; )kickoff\.signed-in=1(;|$)/);
    await signOut();
    await waitFor(() => expect(view.getByText('signed out')).toBeTruthy());
    expect(document.cookie).not.toMatch(/kickoff\.signed-in/);
    const order = calls.filter((c) => !c.startsWith('GET'));
    expect(order).toEqual([
      'POST /api/notifications/web-push/unsubscribe {"endpoint":"https://push.example/abc"}',
      'browser unsubscribe',
      'POST /api/auth/sign-out {}',
    ]);
  });

  it('unsubscribes the browser even when the server no longer has the endpoint (404, issue 33 point 9b)', async () => {
    stubBrowser(true, false);
    const view = renderSignedIn();
    await view.findByText('signed in as Ann');
    await signOut();
    await waitFor(() => expect(view.getByText('signed out')).toBeTruthy());
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'POST /api/notifications/web-push/unsubscribe {"endpoint":"https://push.example/abc"}',
      'browser unsubscribe',
      'POST /api/auth/sign-out {}',
    ]);
  });

  it('signs out as before when the browser has no subscription', async () => {
    stubBrowser(false);
    const view = renderSignedIn();
    await view.findByText('signed in as Ann');
    await signOut();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual(['POST /api/auth/sign-out {}']);
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('drops the device token this phone registered (native shell), so a shared phone stops getting our pushes', async () => {
    stubBrowser(false);
    const view = renderSignedIn();
    await view.findByText('signed in as Ann');
    // What the native shell's start-up registration (registerDeviceToken) remembered.
    localStorage.setItem('kickoff.push.token', 'fcm-token-1');
    await signOut();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'DELETE /api/notifications/unregister {"token":"fcm-token-1"}',
      'POST /api/auth/sign-out {}',
    ]);
    expect(localStorage.getItem('kickoff.push.token')).toBeNull();
  });
});
