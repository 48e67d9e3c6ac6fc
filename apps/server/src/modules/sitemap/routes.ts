/** GET /robots.txt and /sitemap.xml (issue 26): for search engines, outside the API document. */
import type { FastifyPluginAsync } from 'fastify';
import { SITEMAP_TTL_MS, cachedSitemap, forgetSitemap, robotsTxt } from './service';

const maxAge = `public, max-age=${SITEMAP_TTL_MS / 1000}`;

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  // A group turned private (here or on another instance) purges the public answers kept in memory: this one too.
  const purgeOthers = app.sessionCache.purgePublic;
  app.sessionCache.purgePublic = () => {
    purgeOthers?.();
    forgetSitemap(app.db);
  };
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robotsTxt(app.config.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', maxAge).type('application/xml; charset=utf-8').send(await cachedSitemap(app.db, app.config.publicUrl)),
  );
};
export default sitemapRoutes;
