/** Liveness and readiness probes. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const statusSchema = z.object({ status: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/healthz', { schema: { security: [], tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  app.get(
    '/api/readyz',
    { schema: { security: [], tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await app.dbHandle.ping();
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
      // With REDIS_URL set, rate limits need Redis: not ready while it does not answer (a command fails fast).
      if (app.redis) {
        try {
          await app.redis.ping();
        } catch {
          return reply.status(503).send({ status: 'redis unavailable' });
        }
      }
      return { status: 'ready' };
    },
  );
};
export default healthRoutes;
