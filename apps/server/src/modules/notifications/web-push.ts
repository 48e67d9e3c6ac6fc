/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the payload for the subscription (aes128gcm) and signs the
 * VAPID header; the request itself goes through `pushRequest` (push-http.ts), which holds the endpoint to the push
 * target rules, checks the addresses it connects to, refuses redirects and keeps the deadline.
 */
import webpush from 'web-push';
import type { PushMessage, SendResult } from './fcm';
import { pushRequest, PushSendError, PushTargetRefused } from './push-http';
import { PushTargetPolicy } from './push-targets';
import { traced } from '../../lib/tracing';

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

export interface WebPushSenderOptions {
  /** Which endpoints may be reached; default: the known push services only. */
  policy?: PushTargetPolicy;
  /** Deadline of one request (default 5 s). */
  timeoutMs?: number;
}

export class WebPushSender {
  readonly name = 'web-push';
  private readonly policy: PushTargetPolicy;
  private readonly timeoutMs: number;

  constructor(
    private readonly vapid: VapidKeys,
    options: WebPushSenderOptions = {},
  ) {
    this.policy = options.policy ?? new PushTargetPolicy();
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  get publicKey() {
    return this.vapid.publicKey;
  }

  /** Sends one encrypted message; 'dead' (404/410) means the subscription is gone and should be removed. */
  send(target: WebPushTarget, message: PushMessage): Promise<SendResult> {
    // One span per message when tracing is on (lib/tracing): the push service's host, never the subscription.
    return traced('push.send', { 'kickoff.push.provider': 'web-push', 'server.address': hostOf(target.endpoint) }, () => this.sendNow(target, message));
  }

  private async sendNow(target: WebPushTarget, message: PushMessage): Promise<SendResult> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify({ title: message.title, body: message.body, data: message.data }),
        { vapidDetails: this.vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
    } catch (error) {
      // Keys that cannot be encrypted for (or an endpoint web-push cannot parse) will never work.
      throw new PushTargetRefused(`unusable subscription: ${error instanceof Error ? error.message : String(error)}`);
    }
    const response = await pushRequest(this.policy, details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      timeoutMs: this.timeoutMs,
    });
    if (response.status >= 200 && response.status < 300) return 'sent';
    if (response.status === 404 || response.status === 410) return 'dead';
    throw new PushSendError(`Web Push send failed (${response.status})`, response.status);
  }
}

export function generateVapidKeys() {
  return webpush.generateVAPIDKeys();
}

function hostOf(endpoint: string): string | undefined {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return undefined;
  }
}
