/**
 * The native shell's behaviour (spec §4), on top of the platform interface: tapping a push navigates to its
 * screen, the Android back button goes back in history or exits the app when there is none, and the device token
 * is registered with the server (push is on by default natively until the user turns it off).
 */
import { notificationPath } from '@kickoff/shared';
import type { Platform, PushData } from './platform';

export const PUSH_DISABLED_KEY = 'kickoff.push.disabled';

export interface ShellEnvironment {
  navigate(path: string): void;
  goBack(): void;
  /** Whether there is an in-app page to go back to. */
  canGoBack(): boolean;
  /** Sends the device token to the server (POST /api/notifications/register). */
  registerToken(token: string): Promise<void>;
  /** Something arrived: refresh the in-app list. */
  onPush?(data: PushData): void;
  log?(message: string, error?: unknown): void;
}

/** Where a tapped push leads, or null. */
export function pushPath(data: PushData): string | null {
  return notificationPath({ type: data.type ?? '', data: { groupId: data.groupId || null, eventId: data.eventId || null } });
}

export function pushDisabledByUser(): boolean {
  try {
    return localStorage.getItem(PUSH_DISABLED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Starts the shell's listeners; returns a function that stops them. Does nothing on the web platform. */
export function startNativeShell(platform: Platform, env: ShellEnvironment): () => void {
  if (!platform.isNative) return () => {};
  void platform.ready();
  const stops: (() => void)[] = [];
  stops.push(
    platform.onBackButton(() => {
      if (env.canGoBack()) env.goBack();
      else platform.exitApp();
    }),
  );
  const push = platform.push;
  if (push) {
    stops.push(
      push.onTap((data) => {
        env.onPush?.(data);
        const path = pushPath(data);
        if (path) env.navigate(path);
      }),
      push.onReceive((data) => env.onPush?.(data)),
    );
    if (!pushDisabledByUser()) {
      // Spec §8: registration failures are only logged.
      push
        .register()
        .then((token) => env.registerToken(token))
        .catch((error: unknown) => env.log?.('Push registration failed', error));
    }
  }
  return () => stops.forEach((stop) => stop());
}
