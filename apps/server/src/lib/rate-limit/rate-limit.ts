/** Rate limits behind an interface; the database implementation works across server processes. */
import type { Database } from '@kickoff/db';
import { deleteStaleRateLimits, findRateLimitWindows, hitRateLimit } from './rate-limit-repository';

export interface RateLimitRule {
  /** Names the counter, e.g. "sms:number:60s:+15555550100". */
  key: string;
  windowSeconds: number;
  max: number;
}

export interface RateLimiter {
  /** Counts one hit on every rule in order; returns false at the first rule over its limit (later rules are not counted). */
  hit(rules: RateLimitRule[]): Promise<boolean>;
  /** Seconds until a next hit would pass: the wait for every rule at or over its limit (0 when none); counts nothing. */
  retryAfter(rules: RateLimitRule[]): Promise<number>;
}

export class DatabaseRateLimiter implements RateLimiter {
  private nextCleanup = 0;
  constructor(private readonly db: Database) {}

  async hit(rules: RateLimitRule[]): Promise<boolean> {
    this.cleanupSometimes();
    for (const rule of rules) {
      const count = await hitRateLimit(this.db, rule.key, rule.windowSeconds);
      if (count > rule.max) return false;
    }
    return true;
  }

  async retryAfter(rules: RateLimitRule[]): Promise<number> {
    const windows = await findRateLimitWindows(this.db, rules.map((r) => r.key));
    let seconds = 0;
    for (const rule of rules) {
      const window = windows.get(rule.key);
      if (!window || window.count < rule.max) continue;
      seconds = Math.max(seconds, rule.windowSeconds - window.ageSeconds);
    }
    return Math.max(0, Math.ceil(seconds));
  }

  private cleanupSometimes() {
    const now = Date.now();
    if (now < this.nextCleanup) return;
    this.nextCleanup = now + 10 * 60_000;
    // Counters older than a day belong to finished windows (the longest window is an hour).
    void deleteStaleRateLimits(this.db, 24 * 3600).catch(() => undefined);
  }
}

/** SMS send limits of rulings §2. */
export const SMS_LIMITS = {
  perNumberCooldownSeconds: 60,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

/**
 * The address a per-IP limit counts: the IPv4 address, or the /64 network of an IPv6 address (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would not limit anyone).
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function smsSendRules(phoneNumber: string, ip: string): RateLimitRule[] {
  return [
    { key: `sms:ip:1h:${ipBucket(ip)}`, windowSeconds: 3600, max: SMS_LIMITS.perIpPerHour },
    { key: `sms:number:60s:${phoneNumber}`, windowSeconds: SMS_LIMITS.perNumberCooldownSeconds, max: 1 },
    { key: `sms:number:1h:${phoneNumber}`, windowSeconds: 3600, max: SMS_LIMITS.perNumberPerHour },
  ];
}

/**
 * Anything that tells a signed-in user whether an email address has an account (the users search, add by email, an
 * email change answered "taken") counts against one limit per user (rulings §9), so addresses cannot be probed in bulk.
 */
export const EMAIL_LOOKUP_LIMIT = { max: 30, windowSeconds: 600 } as const;

export function emailLookupRule(userId: string): RateLimitRule {
  return { key: `users-search:${userId}`, ...EMAIL_LOOKUP_LIMIT };
}
