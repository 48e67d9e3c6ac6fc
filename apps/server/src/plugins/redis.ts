/**
 * Optional Redis (REDIS_URL): one command connection per process, for the rate limits and for publishing session
 * revocations (the revocation bus opens its own subscriber connection from it). Commands fail fast while Redis is
 * away (no offline queue, a command timeout) so a request that needs Redis answers a clean 503 instead of waiting,
 * /api/readyz reports it, and the client keeps reconnecting by itself.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { logRedisOutages, redisOptions } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The command connection when REDIS_URL is set, else null. */
    redis: Redis | null;
  }
}

/** How long start-up waits for Redis before going on without it (readiness fails until it answers). */
const START_WAIT_MS = 3000;

export default fp(
  async (app) => {
    const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
    if (!REDIS_URL) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(REDIS_URL, redisOptions(`${REDIS_KEY_PREFIX}app`));
    logRedisOutages(client, app.log, 'rate limits and revocations');
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), START_WAIT_MS)));
    const outcome = await Promise.race([client.connect().then(() => 'ready' as const, () => 'failed' as const), gaveUp]);
    clearTimeout(timer);
    // Not fatal: the process starts, /api/readyz answers 503 "redis unavailable" and requests needing Redis a 503,
    // until the client's own reconnects succeed.
    if (outcome !== 'ready') app.log.error('Redis (REDIS_URL) did not answer at start: not ready until it does');
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => undefined);
      client.disconnect();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
