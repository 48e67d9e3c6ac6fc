/**
 * Read replicas (issue 31, point 4; docs/operations.md "Read replicas"). With DATABASE_READ_URL on PostgreSQL, the
 * read-only routes of lists, details and search (`readContext` in lib/context.ts) read through `app.readerFor()`:
 * a replica in rotation (packages/db replicas.ts: health and lag checks, fallback to the primary), unless the caller
 * wrote within DATABASE_READ_YOUR_WRITES_MS (lib/read-routing) or public data was hidden that recently (a group
 * turned private, here or on another instance: no replica may still show it). Every other query, writes and the
 * reads inside them included, uses `app.db`, the primary. On PGlite, or without DATABASE_READ_URL, the reader is
 * `app.db`.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { openReadReplicas, type Database, type ReadReplicas } from '@kickoff/db';
import { RecentWriters } from '../lib/read-routing/recent-writers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The replicas when configured on PostgreSQL, else null. */
    readReplicas: ReadReplicas | null;
    /** The handle a read-only route reads with for this request. */
    readerFor(request: FastifyRequest): Promise<Database>;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const { config } = app;
    const urls = config.DATABASE_READ_URL;
    const pool = app.dbHandle.pool;
    if (!urls.length || app.dbHandle.kind !== 'postgres' || !pool) {
      if (urls.length) app.log.info('DATABASE_READ_URL is ignored on PGlite: every read goes to the embedded database');
      app.decorate('readReplicas', null);
      app.decorate('readerFor', async () => app.db);
      return;
    }
    const replicas = openReadReplicas({
      urls,
      primary: pool,
      poolSize: config.DATABASE_POOL_SIZE,
      preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
      checkEveryMs: config.DATABASE_READ_CHECK_MS,
      log: app.log,
    });
    app.addHook('onClose', async () => replicas.close());
    // The first check before serving: replicas that answer are in rotation from the first request, a wrong one is named.
    await replicas.check();
    const inRotation = replicas.replicas().filter((r) => r.inRotation).length;
    app.log.info({ replicas: urls.length, inRotation }, `read replicas: ${inRotation} of ${urls.length} in rotation`);

    const windowMs = config.DATABASE_READ_YOUR_WRITES_MS;
    const writers = new RecentWriters(windowMs, app.redis, config.REDIS_KEY_PREFIX);
    let primaryOnlyUntil = 0;
    const purge = app.sessionCache.purgePublic;
    app.sessionCache.purgePublic = () => {
      purge?.();
      primaryOnlyUntil = Date.now() + windowMs;
    };

    app.decorate('readReplicas', replicas);
    app.decorate('readerFor', async (request: FastifyRequest) => {
      if (!SAFE.has(request.method) || Date.now() < primaryOnlyUntil) return app.db;
      if (request.user && (await writers.wroteLately(request.user.id))) return app.db;
      return replicas.db;
    });
    // Before the answer leaves: the author's next request, wherever it lands, knows of the write.
    app.addHook('onSend', async (request) => {
      if (!SAFE.has(request.method) && request.user) await writers.note(request.user.id);
    });
  },
  { name: 'read-replicas', dependencies: ['config', 'database', 'redis', 'auth', 'http-cache'] },
);
