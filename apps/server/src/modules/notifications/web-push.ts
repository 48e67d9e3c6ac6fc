/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the payload for the subscription (aes128gcm) and signs the
 * VAPID header; the request itself is sent with fetch, so any endpoint URL (including a local stand-in) works.
 */
import webpush from 'web-push';
import type { PushMessage, SendResult } from './fcm';
import { PushSendError } from './fcm';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export class WebPushSender {
  readonly name = 'web-push';

  constructor(private readonly vapid: VapidKeys) {}

  get publicKey() {
    return this.vapid.publicKey;
  }

  /** Sends one encrypted message; 'dead' (404/410) means the subscription is gone and should be removed. */
  async send(target: WebPushTarget, message: PushMessage): Promise<SendResult> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify({ title: message.title, body: message.body, data: message.data }),
      { vapidDetails: this.vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(15_000),
    });
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'dead';
    throw new PushSendError(`Web Push send failed (${response.status})`, response.status);
  }
}

export function generateVapidKeys() {
  return webpush.generateVAPIDKeys();
}
