/** The notification tests' helpers: a user's in-app inbox as the API answers it, and Web Push settings and keys. */
import { createECDH, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { AppNotification } from '@kickoff/shared';
import type { App } from '../../src/app';
import { generateVapidKeys } from '../../src/modules/notifications/web-push';
import type { SignedInUser } from './auth';

/** The user's notifications, newest first (up to 50). */
export async function inbox(app: App, user: SignedInUser): Promise<AppNotification[]> {
  const res = await app.inject({ url: '/api/notifications?limit=50', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

/** The server's Web Push settings with a fresh VAPID key pair. */
export function webPushEnv(): Record<string, string> {
  const vapid = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@kickoff.test' };
}

/** Browser-side keys a real subscription would carry (valid P-256 point and 16-byte auth secret). */
export function browserPushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
