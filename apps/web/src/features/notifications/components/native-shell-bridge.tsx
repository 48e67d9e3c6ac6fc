/** Starts the native shell's listeners (push taps, back button, token registration) inside the router. */
import * as React from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { loadPlatform } from '@/lib/platform';
import { startNativeShell } from '@/lib/native-shell';
import { refreshNotifications } from '../api/refresh-notifications';

export function NativeShellBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  React.useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void loadPlatform().then((platform) => {
      if (!live) return;
      stop = startNativeShell(platform, {
        navigate: (path) => void navigate(path),
        goBack: () => void navigate(-1),
        // react-router keeps the index of the history entry in history.state.idx.
        canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
        // The push module (and the Web Push one it uses) loads only in the native shell, not in every page's first load.
        registerToken: (token) => import('../api/push').then((m) => m.registerDeviceToken(token)),
        onPush: () => refreshNotifications(queryClient),
        log: (message, error) => console.warn(message, error),
      });
    });
    // Web Push: the service worker tells open pages that something arrived.
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'kickoff:push') refreshNotifications(queryClient);
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      live = false;
      stop?.();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [navigate, queryClient]);
  return null;
}
