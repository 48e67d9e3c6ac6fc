/**
 * Serves the built web app: hashed assets with long cache headers, the prerendered landing (landing.html, written by
 * the web build) for /landing, and index.html for every other non-API path. Both carry link-preview tags with
 * absolute URLs; a public event's or group's page gets its own (issue 18, modules/previews).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { genericPreview, previewOf } from '../modules/previews/service';
import { withPreview } from '../modules/previews/meta';

export default fp(
  async (app) => {
    const root = app.config.WEB_DIST_DIR;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    const hasLanding = hasBuild && existsSync(path.join(root, 'landing.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Our own cache-control below: the default one is written after setHeaders and replaced it (max-age=0 for all).
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
        },
      });
    }
    if (hasLanding) {
      // The landing's HTML holds its content, so it paints before any JavaScript runs; the app hydrates it. A route,
      // not the not-found handler below, so that compression (added per route) applies to its ~80 KB.
      app.get('/landing', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        // Read per request (the OS caches it): a rebuilt app is served without a restart.
        const html = await readFile(path.join(root, 'landing.html'), 'utf8');
        return reply.type('text/html; charset=utf-8').send(withPreview(html, genericPreview(app.config.publicUrl, '/landing')));
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
      }
      // A missing file with an extension is a real 404, not the app.
      if (path.extname(pathname) && pathname !== '/index.html') {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
      }
      reply.header('cache-control', 'no-cache');
      const publicUrl = app.config.publicUrl;
      const preview =
        (await previewOf(app.db, pathname, publicUrl).catch((error: unknown) => {
          request.log.warn({ err: error }, 'link preview failed: generic tags served');
          return null;
        })) ?? genericPreview(publicUrl);
      const html = await readFile(path.join(root, 'index.html'), 'utf8');
      // A missing event or group: the app still loads, but the page is a 404 (a private one is a 200: its members open it).
      return reply
        .status(preview.found === false ? 404 : 200)
        .type('text/html; charset=utf-8')
        .send(withPreview(html, preview));
    });
  },
  { name: 'web', dependencies: ['config', 'database'] },
);
