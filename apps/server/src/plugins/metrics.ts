/**
 * Prometheus metrics (issue 31, point 1), off by default: `METRICS_PORT` serves them on a port of their own (GET any
 * path of it), `METRICS_TOKEN` at `/metrics` of the app's port behind `Authorization: Bearer <token>`. With neither,
 * this plugin adds nothing: no hook, no route, no registry.
 *
 * Requests are labelled by their route template (`request.routeOptions.url`, e.g. `/api/events/:id`), never the raw
 * URL; a request no route matched is `route="unmatched"`. Gauges of other parts (job queue, live streams, database
 * pool) are read at scrape time: the queue with one grouped query over pending and running jobs.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual, createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { jobQueueStats } from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when metrics are on. `port` is the metrics port once the app listens (METRICS_PORT). */
    metrics?: { registry: Registry; scrape(): Promise<string>; port(): number | null };
  }
}

/** Route label of requests no route matched (404s of unknown paths, probes): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/** At most one warning a minute when a scrape-time read fails (the database is down): the app serves on. */
const WARN_EVERY_MS = 60_000;

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    const { METRICS_PORT: port, METRICS_TOKEN: token, METRICS_HOST: host } = app.config;
    if (port === undefined && !token) return;

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'kickoff_http_requests_total', help: 'HTTP requests by route template and status', labelNames, registers: [registry] });
    const errors = new Counter({
      name: 'kickoff_http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status, by route template',
      labelNames: ['method', 'route'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'kickoff_http_request_duration_seconds',
      help: 'HTTP request latency by route template',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const jobsDepth = new Gauge({
      name: 'kickoff_jobs',
      help: 'Jobs in the queue by kind and state (due: pending and runnable now; scheduled: pending for later; running)',
      labelNames: ['kind', 'state'] as const,
      registers: [registry],
    });
    const jobsOldest = new Gauge({
      name: 'kickoff_jobs_oldest_due_age_seconds',
      help: 'Age of the oldest due pending job by kind (how long it has waited past its run time)',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    const liveConnections = new Gauge({ name: 'kickoff_live_connections', help: 'Open live (SSE) streams of this process', registers: [registry] });
    let deliveredSeen = 0;
    const liveSent = new Counter({
      name: 'kickoff_live_messages_sent_total',
      help: 'Live messages sent to streams by this process',
      registers: [registry],
      collect() {
        const delivered = app.live?.hub.delivered ?? 0;
        if (delivered > deliveredSeen) this.inc(delivered - deliveredSeen);
        deliveredSeen = delivered;
      },
    });
    void liveSent;
    const cacheSeen = { hits: 0, misses: 0 };
    new Counter({
      name: 'kickoff_http_cache_lookups_total',
      help: 'Lookups of the signed-out micro-cache (PUBLIC_LIST_CACHE_MS) by result: hit or miss',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        const stats = app.microCacheStats as { hits: number; misses: number } | undefined;
        if (!stats) return;
        if (stats.hits > cacheSeen.hits) this.inc({ result: 'hit' }, stats.hits - cacheSeen.hits);
        if (stats.misses > cacheSeen.misses) this.inc({ result: 'miss' }, stats.misses - cacheSeen.misses);
        // Both series exist from the first scrape (a ratio over an absent series is empty, not 0).
        this.inc({ result: 'hit' }, 0);
        this.inc({ result: 'miss' }, 0);
        Object.assign(cacheSeen, stats);
      },
    });
    const pool = app.dbHandle.pool;
    if (pool) {
      new Gauge({
        name: 'kickoff_db_pool_connections',
        help: 'PostgreSQL pool connections by state (in_use, idle)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'kickoff_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
      new Gauge({ name: 'kickoff_db_pool_max', help: 'PostgreSQL pool size (DATABASE_POOL_SIZE)', registers: [registry] }).set(app.config.DATABASE_POOL_SIZE);
    }
    if (pool && app.config.DATABASE_READ_URL.length) replicaMetrics(app, registry);
    const scrapeErrors = new Counter({ name: 'kickoff_metrics_scrape_errors_total', help: 'Scrape-time reads that failed (the job queue)', registers: [registry] });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      if (reply.statusCode >= 500) errors.inc({ method, route });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
    });

    let lastWarning = 0;
    async function readJobs() {
      try {
        const stats = await jobQueueStats(app.db);
        jobsDepth.reset();
        jobsOldest.reset();
        for (const row of stats) {
          jobsDepth.set({ kind: row.kind, state: 'due' }, row.due);
          jobsDepth.set({ kind: row.kind, state: 'scheduled' }, row.scheduled);
          jobsDepth.set({ kind: row.kind, state: 'running' }, row.running);
          jobsOldest.set({ kind: row.kind }, row.oldestDueAgeSeconds);
        }
      } catch (error) {
        scrapeErrors.inc();
        if (Date.now() - lastWarning >= WARN_EVERY_MS) {
          lastWarning = Date.now();
          app.log.warn({ err: error }, 'metrics: could not read the job queue');
        }
      }
    }

    async function scrape(): Promise<string> {
      liveConnections.set(app.live?.hub.clients.size ?? 0);
      await readJobs();
      return registry.metrics();
    }

    let server: Server | null = null;
    app.decorate('metrics', {
      registry,
      scrape,
      port: () => {
        const address = server?.address();
        return address && typeof address === 'object' ? address.port : null;
      },
    });

    if (token) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!given || !sameToken(given, token)) {
          return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send({ error: 'Unauthorized' });
        }
        return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await scrape());
      });
    }

    if (port !== undefined) {
      // The metrics port opens with the app's (not when the admin CLI or a test builds the app without listening).
      app.addHook('onListen', async () => {
        server = createServer((req, res) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') {
            res.writeHead(405).end();
            return;
          }
          scrape().then(
            (body) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
            (error: unknown) => {
              app.log.warn({ err: error }, 'metrics: scrape failed');
              res.writeHead(500).end();
            },
          );
        });
        await new Promise<void>((resolve, reject) => {
          server!.once('error', reject);
          server!.listen(port, host, () => resolve());
        });
        app.log.info({ port: (server.address() as { port: number }).port }, 'metrics: serving Prometheus metrics');
      });
      app.addHook('onClose', async () => {
        const s = server;
        if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
        server = null;
      });
    }
  },
  { name: 'metrics', dependencies: ['config', 'database'] },
);

/** A replica's label: host and port of its URL (never its user or password). */
function replicaLabel(name: string): string {
  try {
    const url = new URL(name);
    return `${url.hostname}:${url.port || '5432'}`;
  } catch {
    return 'unparsable';
  }
}

/** Read replicas (DATABASE_READ_URL, docs/operations.md "Read replicas"): rotation, lag, and where reads went. */
function replicaMetrics(app: FastifyInstance, registry: Registry): void {
  const states = () => app.readReplicas?.replicas() ?? [];
  new Gauge({
    name: 'kickoff_db_replica_in_rotation',
    help: 'Read replicas: 1 in rotation, 0 out (lagging or not answering), by host:port',
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      for (const r of states()) this.set({ replica: replicaLabel(r.name) }, r.inRotation ? 1 : 0);
    },
  });
  new Gauge({
    name: 'kickoff_db_replica_lag_seconds',
    help: 'Read replicas: lag behind the primary at the last check, by host:port',
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      for (const r of states()) if (r.lagMs !== null && Number.isFinite(r.lagMs)) this.set({ replica: replicaLabel(r.name) }, r.lagMs / 1000);
    },
  });
  const seen = new Map<string, number>();
  new Counter({
    name: 'kickoff_db_read_queries_total',
    help: 'Queries of the read handle by where they ran: a replica (host:port) or the primary',
    labelNames: ['target'] as const,
    registers: [registry],
    collect() {
      const counts: [string, number][] = states().map((r) => [replicaLabel(r.name), r.queries]);
      counts.push(['primary', app.readReplicas?.primaryReads() ?? 0]);
      for (const [target, total] of counts) {
        const before = seen.get(target) ?? 0;
        this.inc({ target }, Math.max(0, total - before));
        seen.set(target, Math.max(before, total));
      }
    },
  });
}
