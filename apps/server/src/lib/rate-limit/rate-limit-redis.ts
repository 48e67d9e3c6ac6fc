/**
 * Rate limits in Redis (when REDIS_URL is set), with the same fixed windows and answers as DatabaseRateLimiter: a
 * window starts at its first hit and lasts `windowSeconds`; a call counts its rules in order and stops at the first
 * one over its limit. All rules of a call run in one Lua script (INCR, PEXPIRE when a window starts): atomic across
 * processes and one round trip. A single Redis (or a primary with replicas), not Redis Cluster: a call's keys may
 * hash to different slots.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@kickoff/shared';
import { serviceUnavailable } from '../errors';
import type { RateLimiter, RateLimitRule } from './rate-limit';

/** KEYS: the counters; ARGV: window in ms and max, per key. Answers 1 when every rule holds, 0 at the first over. */
const HIT_SCRIPT = `
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) == -1 then
    redis.call('PEXPIRE', key, ARGV[2 * i - 1])
  end
  if count > tonumber(ARGV[2 * i]) then return 0 end
end
return 1`;
const HIT_SCRIPT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** REDIS_KEY_PREFIX; counters are `<prefix>rl:<rule key>`. */
    private readonly prefix: string,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** The Redis key of a rule's counter. */
  key(ruleKey: string): string {
    return `${this.prefix}rl:${ruleKey}`;
  }

  async hit(rules: RateLimitRule[]): Promise<boolean> {
    if (!rules.length) return true;
    const keys = rules.map((r) => this.key(r.key));
    const args = rules.flatMap((r) => [r.windowSeconds * 1000, r.max]);
    try {
      return (await this.run(keys, args)) === 1;
    } catch (error) {
      // Down, timed out or refusing: the limit cannot be checked, so nothing limited may go ahead (fail closed).
      this.log.error({ err: error }, 'rate limit check failed: Redis unavailable');
      throw serviceUnavailable(MESSAGES.common.unavailable);
    }
  }

  async retryAfter(rules: RateLimitRule[]): Promise<number> {
    if (!rules.length) return 0;
    try {
      const pipeline = this.redis.pipeline();
      for (const rule of rules) pipeline.get(this.key(rule.key)).pttl(this.key(rule.key));
      const answers = (await pipeline.exec()) ?? [];
      let ms = 0;
      rules.forEach((rule, i) => {
        const count = Number(answers[2 * i]?.[1] ?? 0);
        const ttl = Number(answers[2 * i + 1]?.[1] ?? -2);
        if (count >= rule.max && ttl > 0) ms = Math.max(ms, ttl);
      });
      return Math.ceil(ms / 1000);
    } catch (error) {
      // Only the wording of a refusal depends on it: the refusal stands without a figure.
      this.log.error({ err: error }, 'rate limit wait unknown: Redis unavailable');
      return 0;
    }
  }

  private async run(keys: string[], args: number[]): Promise<unknown> {
    try {
      return await this.redis.evalsha(HIT_SCRIPT_SHA, keys.length, ...keys, ...args);
    } catch (error) {
      // The script cache is empty after a Redis restart: send the script itself once.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return this.redis.eval(HIT_SCRIPT, keys.length, ...keys, ...args);
    }
  }
}
