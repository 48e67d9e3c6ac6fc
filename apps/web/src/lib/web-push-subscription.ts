/**
 * This browser's Web Push subscription: read, and dropped (the server forgets the endpoint, then the browser
 * unsubscribes). Signing out drops it, so a shared computer stops showing the last person's notifications; the push
 * card's switch uses the same calls.
 */
import { apiRequest } from './api';

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
  await apiRequest('POST', '/api/notifications/web-push/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
