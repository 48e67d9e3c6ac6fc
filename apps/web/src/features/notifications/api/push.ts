/**
 * Push on this device: the native shell's FCM token (spec §7 register/unregister) or, in a browser that supports
 * it, a Web Push subscription through the service worker (public/sw.js). One file for the device flows rather than one
 * per call: each flow is several calls (permission, key, subscription, server) that only make sense in order, and none
 * is a cached query.
 */
import { apiJson, apiRequest } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { PUSH_DISABLED_KEY } from '@/lib/native-shell';
import { rememberNativePushToken } from '@/lib/native-push-token';
import { currentWebPushSubscription, dropWebPushSubscription, webPushSupported } from '@/lib/web-push-subscription';
import type { Platform } from '@/lib/platform';

export async function registerDeviceToken(token: string) {
  await apiRequest('POST', '/api/notifications/register', { token });
  rememberNativePushToken(token);
}

function rememberChoice(enabled: boolean) {
  try {
    if (enabled) localStorage.removeItem(PUSH_DISABLED_KEY);
    else localStorage.setItem(PUSH_DISABLED_KEY, '1');
  } catch {
    // private mode: the choice lasts this session only
  }
}


async function vapidKey(): Promise<string | null> {
  return (await apiJson<ApiAnswer<'/api/notifications/web-push/key', 'get'>>('GET', '/api/notifications/web-push/key')).publicKey;
}

const toUint8 = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function serviceWorker() {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready);
}

/** Where push can work here: natively, in a browser with Web Push and server keys, or nowhere. */
export async function pushAvailability(platform: Platform): Promise<'native' | 'web' | 'none'> {
  if (platform.isNative && platform.push) return 'native';
  if (!webPushSupported()) return 'none';
  try {
    return (await vapidKey()) ? 'web' : 'none';
  } catch {
    return 'none';
  }
}

/** Whether this browser already has a subscription. */
export async function webPushSubscribed(): Promise<boolean> {
  return Boolean(await currentWebPushSubscription());
}

export async function enablePush(platform: Platform, mode: 'native' | 'web') {
  if (mode === 'native') {
    const token = await platform.push!.register();
    await registerDeviceToken(token);
  } else {
    const key = await vapidKey();
    if (!key) throw new Error('Web Push is not configured');
    if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked for this site');
    const registration = await serviceWorker();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toUint8(key) }));
    await apiRequest('POST', '/api/notifications/web-push/subscribe', subscription.toJSON());
  }
  rememberChoice(true);
}

export async function disablePush(platform: Platform, mode: 'native' | 'web') {
  if (mode === 'native') {
    await apiRequest('DELETE', '/api/notifications/unregister');
    rememberNativePushToken(null);
    await platform.push!.unregister().catch(() => undefined);
  } else {
    await dropWebPushSubscription();
  }
  rememberChoice(false);
}
