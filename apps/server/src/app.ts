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
import security from './plugins/security';
import cors from './plugins/cors';
import openapi from './plugins/openapi';
import database from './plugins/database';
import redis from './plugins/redis';
import rateLimiter from './plugins/rate-limiter';
import auth from './plugins/auth';
import images from './plugins/images';
import mail from './plugins/mail';
import notifications from './plugins/notifications';
import live from './plugins/live';
import web from './plugins/web';
import httpCache from './plugins/http-cache';
import compressSmall from './plugins/compress-small';
import benchReference from './plugins/bench-reference';
import healthRoutes from './modules/health/routes';
import groupsRoutes from './modules/groups/routes';
import authRoutes from './modules/auth/routes';
import usersRoutes from './modules/users/routes';
import dataRightsRoutes from './modules/data-rights/routes';
import type { SmsSender } from './modules/auth/sms';
import eventsRoutes from './modules/events/routes';
import { connectModules } from './connect-modules';
import dashboardRoutes from './modules/dashboard/routes';
import placesRoutes from './modules/places/routes';
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

/** Pino options of the app's logger; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config.LOG_LEVEL),
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
  await app.register(errorHandler);
  await app.register(security);
  await app.register(cors);
  await app.register(openapi);
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024 + 1, files: 1, fields: 60, fieldSize: 100_000, parts: 80 },
  });
  await app.register(database, { handle: options.database });
  await app.register(redis);
  await app.register(rateLimiter);
  await app.register(auth, { sms: options.sms });
  await app.register(images);
  await app.register(mail);
  await app.register(notifications);
  await app.register(live);
  await app.register(idempotency);
  await app.register(httpCache);
  await app.register(compressSmall);
  if (process.env.BENCH_REFERENCE_ROUTE === '1') await app.register(benchReference);

  await app.register(healthRoutes);
  await app.register(groupsRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(dataRightsRoutes);
  await app.register(eventsRoutes);
  connectModules();
  await app.register(dashboardRoutes);
  await app.register(placesRoutes);
  await app.register(liveRoutes);
  await app.register(sitemapRoutes);

  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
