/**
 * Spam brakes on new accounts (issue 34, point 5). For `SPAM_NEW_ACCOUNT_HOURS` after sign-up, a person may post links
 * only once they have joined a game or a group (403), and their posts, comments and joins are counted per hour, per
 * account and per IP range, through the app's one rate limiter (429 with Retry-After). Older accounts pass untouched
 * (one indexed read). Services call `ctx.spam.check(...)` after their permission checks, before writing.
 */
import { containsLink, MESSAGES } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import type { AppConfig } from '../../config';
import { forbidden, tooManyRequests } from '../errors';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limit';
import { newcomerOf } from './spam-repository';

export type SpamAction = 'post' | 'comment' | 'join';

export interface SpamBrakes {
  /** `text`: what the person writes (a post, a comment, a join request's message), checked for links. */
  check(db: DbOrTx, userId: string, action: SpamAction, text?: string | null): Promise<void>;
}

export type SpamConfig = Pick<
  AppConfig,
  | 'SPAM_BRAKES'
  | 'SPAM_NEW_ACCOUNT_HOURS'
  | 'SPAM_POSTS_PER_HOUR'
  | 'SPAM_COMMENTS_PER_HOUR'
  | 'SPAM_JOINS_PER_HOUR'
  | 'SPAM_IP_RANGE_POSTS_PER_HOUR'
  | 'SPAM_IP_RANGE_COMMENTS_PER_HOUR'
  | 'SPAM_IP_RANGE_JOINS_PER_HOUR'
>;

/**
 * The range a per-range limit counts: the /24 of an IPv4 address, the /48 of an IPv6 address (a site's allocation;
 * one subscriber usually holds a /64, a /48 covers the addresses one abuser can easily rotate through).
 */
export function ipRange(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip.includes(':') ? null : ip;
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

const TEXTS: Record<SpamAction, string> = {
  post: MESSAGES.spam.tooManyPosts,
  comment: MESSAGES.spam.tooManyComments,
  join: MESSAGES.spam.tooManyJoins,
};

export function spamRules(config: SpamConfig, action: SpamAction, userId: string, ip: string): RateLimitRule[] {
  const perAccount = { post: config.SPAM_POSTS_PER_HOUR, comment: config.SPAM_COMMENTS_PER_HOUR, join: config.SPAM_JOINS_PER_HOUR }[action];
  const perRange = {
    post: config.SPAM_IP_RANGE_POSTS_PER_HOUR,
    comment: config.SPAM_IP_RANGE_COMMENTS_PER_HOUR,
    join: config.SPAM_IP_RANGE_JOINS_PER_HOUR,
  }[action];
  return [
    { key: `spam:${action}:user:1h:${userId}`, windowSeconds: 3600, max: perAccount },
    { key: `spam:${action}:range:1h:${ipRange(ip)}`, windowSeconds: 3600, max: perRange },
  ];
}

export function spamBrakes(config: SpamConfig, limiter: RateLimiter, ip: string): SpamBrakes {
  return {
    async check(db, userId, action, text) {
      if (config.SPAM_BRAKES === 'off') return;
      const newcomer = await newcomerOf(db, userId);
      if (!newcomer || newcomer.ageHours >= config.SPAM_NEW_ACCOUNT_HOURS) return;
      if (text && !newcomer.hasJoined && containsLink(text)) throw forbidden(MESSAGES.spam.linksAfterFirstJoin);
      const rules = spamRules(config, action, userId, ip);
      if (!(await limiter.hit(rules))) throw tooManyRequests(TEXTS[action], await limiter.retryAfter(rules));
    },
  };
}
