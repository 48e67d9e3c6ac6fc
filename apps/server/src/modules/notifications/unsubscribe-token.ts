/**
 * The signed token of an email's one-click unsubscribe (issue 15): `<user id, base64url>.<kind>.<HMAC-SHA256>`. The
 * key is derived from the server secret (AUTH_SECRET), so a token names exactly one person and one kind: a forged
 * one, or one with another user's id put in, does not verify. Tokens do not expire: an old email's link still works.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@kickoff/shared';

const keyOf = (secret: string) => createHmac('sha256', secret).update('kickoff/unsubscribe/v1').digest();

const signature = (key: Buffer, userId: string, kind: string) => createHmac('sha256', key).update(`${userId}\n${kind}`).digest();

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const sig = signature(keyOf(secret), userId, kind).toString('base64url');
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${kind}.${sig}`;
}

/** The person and kind of a valid token, or null. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedUser, kind, sig] = parts as [string, string, string];
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind) || !/^[A-Za-z0-9_-]+$/.test(encodedUser + sig)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  if (!userId || Buffer.from(userId, 'utf8').toString('base64url') !== encodedUser) return null;
  const expected = signature(keyOf(secret), userId, kind);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as NotificationKind };
}

/** The https link of the List-Unsubscribe header and of the email's footer. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
