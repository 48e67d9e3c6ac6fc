/**
 * This browser's Web Push subscription: read, and dropped (the server forgets the endpoint, then the browser
 * unsubscribes). Signing out drops it, so a shared computer stops showing the last person's notifications; the push
 * card's switch uses the same calls.
 */
import { ApiError, apiRequest } from './api';

export function webPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export async function currentWebPushSubscription(): Promise<PushSubscription | null> {
  if (!webPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function dropWebPushSubscription(): Promise<void> {
  const subscription = await currentWebPushSubscription();
  if (!subscription) return;
  // 404: the server no longer has it (dropped after the push service said it was gone); the browser's copy goes too.
  await apiRequest('POST', '/api/notifications/web-push/unsubscribe', { endpoint: subscription.endpoint }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
  await subscription.unsubscribe();
}
