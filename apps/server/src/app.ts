/**
 * Builds the Kickoff app as a plugin tree: external plugins first, then app plugins, then routes.
 * server.ts only starts it; tests build the same app and call app.inject.
 */
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@kickoff/db';
import type { AppConfig } from './config';
import { errSerializer } from './lib/log-serializers';
import { useJsonBodies } from './lib/json-body';
import idempotency from './plugins/idempotency';
import configPlugin from './plugins/config';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import i18n from './plugins/i18n';
import security from './plugins/security';
import cors from './plugins/cors';
import openapi from './plugins/openapi';
import database from './plugins/database';
import redis from './plugins/redis';
import metrics from './plugins/metrics';
import tracingPlugin from './plugins/tracing';
import { logTraceIds, startTracing, stopTracing } from './lib/tracing';
import rateLimiter from './plugins/rate-limiter';
import auth from './plugins/auth';
import images from './plugins/images';
import mail from './plugins/mail';
import notifications from './plugins/notifications';
import live from './plugins/live';
import web from './plugins/web';
import httpCache from './plugins/http-cache';
import readReplicas from './plugins/read-replicas';
import compressSmall from './plugins/compress-small';
import benchReference from './plugins/bench-reference';
import healthRoutes from './modules/health/routes';
import groupsRoutes from './modules/groups/routes';
import authRoutes from './modules/auth/routes';
import usersRoutes from './modules/users/routes';
import dataRightsRoutes from './modules/data-rights/routes';
import blocksRoutes from './modules/blocks/routes';
import moderationRoutes from './modules/moderation/routes';
import type { SmsSender } from './modules/auth/sms';
import eventsRoutes from './modules/events/routes';
import payments from './plugins/payments';
import { connectModules } from './connect-modules';
import dashboardRoutes from './modules/dashboard/routes';
import placesRoutes from './modules/places/routes';
import venuesRoutes from './modules/venues/routes';
import { searchVenuesElsewherePlaces, searchVenuesNearPlaces } from './modules/venues';
import liveRoutes from './modules/live/routes';
import sitemapRoutes from './modules/sitemap/routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (tests); otherwise the app opens one from the config. */
  database?: DatabaseHandle;
  sms?: SmsSender;
  logger?: FastifyServerOptions['logger'];
  /** Called with each route as it is registered (the permission matrix's coverage test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Pino options of the app's logger; `stream` replaces stdout (tests read the lines). With `traces`, each line logged
 * inside a span carries its `trace_id` and `span_id` (docs/operations.md "Traces").
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }, traces = false): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    ...(traces ? { mixin: () => logTraceIds() ?? {} } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-auth-token"]'], remove: true },
    serializers: {
      // Query strings can carry emails or phone numbers: log the path only.
      // The calendar feed's secret token is its path: logged as a placeholder.
      req: (req) => ({ method: req.method, url: req.url.split('?')[0]!.replace(/^\/api\/calendar\/[^/]+$/, '/api/calendar/[token].ics'), ip: req.ip }),
      // Failed queries carry their parameters (tokens, phone numbers): logged without them.
      err: errSerializer,
    },
  };
}

export async function buildApp(options: BuildAppOptions) {
  const { OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint, OTEL_SERVICE_NAME: serviceName } = options.config;
  // Tracing is loaded before anything runs in the app, only when it is on (lib/tracing).
  const tracer = otlpEndpoint ? await startTracing({ endpoint: otlpEndpoint, serviceName, warn: (message) => app.log.warn(message) }) : null;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config.LOG_LEVEL, undefined, tracer !== null),
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // The database plugin applies migrations; a data migration on a big database (0005 backfills every event: ~6 s
    // at 100,000 events here) takes longer than Fastify's default 10 s per plugin.
    pluginTimeout: 10 * 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  useJsonBodies(app);
  await app.register(configPlugin, { config: options.config });
  // First hooks of every request: its span is the parent of everything the request does.
  await app.register(tracingPlugin);
  // Sends the spans left when the app closes (the last one, the server's shutdown).
  if (tracer) app.addHook('onClose', async () => stopTracing());
  await app.register(errorHandler);
  await app.register(i18n);
  await app.register(security);
  await app.register(cors);
  await app.register(openapi);
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024 + 1, files: 1, fields: 60, fieldSize: 100_000, parts: 80 },
  });
  await app.register(database, { handle: options.database });
  await app.register(redis);
  // Before every route: its onResponse hook counts them all.
  await app.register(metrics);
  await app.register(rateLimiter);
  await app.register(auth, { sms: options.sms });
  await app.register(images);
  await app.register(mail);
  await app.register(notifications);
  await app.register(live);
  await app.register(idempotency);
  await app.register(payments);
  await app.register(httpCache);
  await app.register(readReplicas);
  await app.register(compressSmall);
  if (process.env.BENCH_REFERENCE_ROUTE === '1') await app.register(benchReference);

  await app.register(healthRoutes);
  await app.register(groupsRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(dataRightsRoutes);
  await app.register(blocksRoutes);
  await app.register(eventsRoutes);
  connectModules();
  await app.register(dashboardRoutes);
  await app.register(placesRoutes, {
    venues: {
      near: (q, point, limit) => searchVenuesNearPlaces(app.db, q, point, limit),
      elsewhere: (q, point, limit) => searchVenuesElsewherePlaces(app.db, q, point, limit),
    },
  });
  await app.register(venuesRoutes);
  await app.register(liveRoutes);
  await app.register(sitemapRoutes);
  await app.register(moderationRoutes);

  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
