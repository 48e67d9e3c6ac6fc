/**
 * The app's one rate limiter (`app.rateLimiter`), used by every limited call (SMS sends, users search): counters in
 * Redis when REDIS_URL is set, else in the database's rate_limits table. Both are shared by every server process.
 */
import fp from 'fastify-plugin';
import { DatabaseRateLimiter, type RateLimiter } from '../lib/rate-limit/rate-limit';
import { RedisRateLimiter } from '../lib/rate-limit/rate-limit-redis';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async (app) => {
    const limiter: RateLimiter = app.redis ? new RedisRateLimiter(app.redis, app.config.REDIS_KEY_PREFIX, app.log) : new DatabaseRateLimiter(app.db);
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limiter', dependencies: ['config', 'database', 'redis'] },
);
