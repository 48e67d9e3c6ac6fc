/**
 * Serves the built web app: hashed assets with long cache headers, the prerendered landing (landing.html, written by
 * the web build) for /landing, /explore rendered with its first page of public games (issue 26), and index.html for
 * every other non-API path. All carry link-preview tags with absolute URLs; a public event's or group's page gets its
 * own (issue 18, modules/previews).
 *
 * /explore: the web build leaves explore.html (a template: inline CSS, the boot module) and its Node renderer in
 * `ssr/` (never served). The page's list is what a visitor's browser would ask first, asked here of the app itself
 * with no credentials (the signed-out answer: public groups' events, no one's own state; micro-cached like any
 * visitor's); the markup is rendered again only when that answer changes. Anything missing or failing: the app's
 * shell, which renders /explore in the browser as before.
 *
 * Languages (issue 30): the landing (prerendered per language) and /explore (rendered per language, from the template
 * of that language, explore.<lang>.html) are sent in the visitor's language: the web's `kickoff.language` cookie (the
 * browser's choice), else Accept-Language, else English; `Vary: Accept-Language, Cookie`.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { explorePreview, genericPreview, previewOf } from '../modules/previews/service';
import { withPreview } from '../modules/previews/meta';
import { acceptLanguageTags, LANGUAGES, resolveLanguage, type Language } from '@kickoff/shared';
import { requestLanguage } from '../lib/i18n';
import { mergeVary } from './http-cache';
import { ROUTE_PRELOADS_FILE, preloadsFor, routePreloadsOf, signedInHint, withPreloads } from './route-preloads';

/** The folder of the web build holding its Node renderer (vite-prerender.ts), and the markers of explore.html. */
const SSR_DIR = 'ssr';
const EXPLORE_MARKUP = '<!--kickoff:explore-->';
const EXPLORE_DATA = '<!--kickoff:explore-data-->';

/** What `ssr/render.mjs` of the web build offers the server (src/prerender.tsx). */
interface ExploreRenderer {
  EXPLORE_FIRST_PAGE_URL: string;
  renderExplore(first: { page: unknown; fetchedAt: number }, language: Language): Promise<{ html: string; data: string }>;
}

/** The file of a page in `language`: `<page>.html` in English, `<page>.<lang>.html` in another. */
const fileIn = (page: string, language: Language) => (language === 'en' ? `${page}.html` : `${page}.${language}.html`);

/** The languages the build has `page` in (English first: the others are optional). */
function builtLanguages(root: string, page: string): Set<Language> {
  return new Set(LANGUAGES.filter((language) => existsSync(path.join(root, fileIn(page, language)))));
}

/** The browser's language: its choice (the web's cookie, lib/i18n.ts's storeLanguage), else its Accept-Language. */
function browserLanguage(request: FastifyRequest): Language {
  const chosen = /(?:^|;\s*)kickoff\.language=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  const header = request.headers['accept-language'];
  return resolveLanguage(chosen, acceptLanguageTags(Array.isArray(header) ? header[0] : header));
}

/**
 * The language of a page for this request: the browser's (browserLanguage), else English; English when the build has
 * no page in it. The answer varies with both headers.
 */
function pageLanguage(request: FastifyRequest, reply: FastifyReply, built: Set<Language>): Language {
  reply.header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Language', 'Cookie']));
  const language = browserLanguage(request);
  return built.has(language) ? language : 'en';
}

/**
 * /explore's HTML (preview tags included) in `language` from the built template of that language and the renderer,
 * rendered again only when the list's answer (or the template) changes; one kept per language.
 */
function explorePages(app: FastifyInstance, root: string) {
  const rendererFile = path.join(root, SSR_DIR, 'render.mjs');
  const last = new Map<Language, { key: string; html: Promise<string> }>();
  let loaded: { mtimeMs: number; renderer: Promise<ExploreRenderer> } | null = null;

  return async function explorePage(language: Language): Promise<string> {
    const templateFile = path.join(root, fileIn('explore', language));
    const [templateStat, rendererStat] = await Promise.all([stat(templateFile), stat(rendererFile)]);
    // The renderer is imported once per process (its chunks import each other by name, so it cannot be imported
    // afresh). A web app rebuilt under a running server would hydrate other code than this one rendered: until a
    // restart, /explore gets the shell.
    loaded ??= { mtimeMs: rendererStat.mtimeMs, renderer: import(pathToFileURL(rendererFile).href) as Promise<ExploreRenderer> };
    if (loaded.mtimeMs !== rendererStat.mtimeMs) throw new Error('the web app was rebuilt: restart the server to render /explore again');
    const renderer = await loaded.renderer;
    const list = await app.inject({ method: 'GET', url: renderer.EXPLORE_FIRST_PAGE_URL });
    if (list.statusCode !== 200) throw new Error(`the public list answered ${list.statusCode}`);
    const key = `${templateStat.mtimeMs}\n${list.body}`;
    const kept = last.get(language);
    if (kept?.key === key) return kept.html;
    const first = { page: JSON.parse(list.body) as unknown, fetchedAt: Date.now() };
    const rendered = Promise.all([readFile(templateFile, 'utf8'), renderer.renderExplore(first, language)]);
    const html = rendered.then(([template, { html: markup, data }]) => {
      if (!template.includes(EXPLORE_MARKUP) || !template.includes(EXPLORE_DATA)) throw new Error('explore.html has no markers');
      const page = template.replace(EXPLORE_MARKUP, () => markup).replace(EXPLORE_DATA, () => data);
      return withPreview(page, explorePreview(app.config.publicUrl, language));
    });
    last.set(language, { key, html });
    // A failed render is not kept: the next request tries again.
    html.catch(() => {
      if (last.get(language)?.html === html) last.delete(language);
    });
    return html;
  };
}

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
        // The Node renderer of /explore and its template are the server's, not files for browsers.
        allowedPath: (pathname) =>
          !pathname.startsWith(`/${SSR_DIR}/`) && !/^\/explore(\.[a-z]{2})?\.html$/.test(pathname) && pathname !== `/${ROUTE_PRELOADS_FILE}`,
        // Our own cache-control below: the default one is written after setHeaders and replaced it (max-age=0 for all).
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
        },
      });
    }
    const hasExplore = hasBuild && existsSync(path.join(root, 'explore.html')) && existsSync(path.join(root, SSR_DIR, 'render.mjs'));
    if (hasExplore) {
      const explorePage = explorePages(app, root);
      const exploreLanguages = builtLanguages(root, 'explore');
      // Only the plain /explore: with filters in the link, the browser renders it (the list it asks depends on the
      // visitor's own zone for dates, and each link would be a render).
      app.get('/explore', { schema: { hide: true } }, async (request, reply) => {
        if (request.url !== '/explore') return serveShell(request, reply);
        const language = pageLanguage(request, reply, exploreLanguages);
        let html: string;
        try {
          html = await explorePage(language);
        } catch (error) {
          request.log.warn({ err: error }, '/explore could not be rendered: the app shell served');
          return serveShell(request, reply);
        }
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html; charset=utf-8').send(html);
      });
    }
    if (hasLanding) {
      // The landing's HTML holds its content, so it paints before any JavaScript runs; the app hydrates it. A route,
      // not the not-found handler below, so that compression (added per route) applies to its ~80 KB.
      // Prerendered in each language (issue 30): the one this browser chose (the web's cookie), else its
      // Accept-Language; English when the build has no such file.
      const landingLanguages = builtLanguages(root, 'landing');
      app.get('/landing', { schema: { hide: true } }, async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        const language = pageLanguage(request, reply, landingLanguages);
        // Read per request (the OS caches it): a rebuilt app is served without a restart.
        const html = await readFile(path.join(root, fileIn('landing', language)), 'utf8');
        const preview = genericPreview(app.config.publicUrl, '/landing', language);
        return reply.type('text/html; charset=utf-8').send(withPreview(html, preview));
      });
    }
    const routePreloads = routePreloadsOf(root);
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
      }
      // A missing file with an extension is a real 404, not the app.
      if (path.extname(pathname) && pathname !== '/index.html') {
        return reply.status(404).send({ message: 'Not found' });
      }
      return serveShell(request, reply);
    });

    /** The app's shell (index.html) with the page's preview tags. */
    async function serveShell(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0]!;
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
      }
      // The preview's words follow Accept-Language (issue 30); the organizer's own title and description stay theirs.
      // The page's chunks depend on the language and the signed-in hint (route-preloads.ts): both headers vary it.
      reply.header('cache-control', 'no-cache').header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Language', 'Cookie']));
      const publicUrl = app.config.publicUrl;
      const language = requestLanguage(request);
      const preview =
        (await previewOf(app.db, pathname, publicUrl, language).catch((error: unknown) => {
          request.log.warn({ err: error }, 'link preview failed: generic tags served');
          return null;
        })) ?? genericPreview(publicUrl, '/', language);
      const [shell, preloads] = await Promise.all([readFile(path.join(root, 'index.html'), 'utf8'), routePreloads()]);
      const html = preloads
        ? withPreloads(shell, preloadsFor(preloads, pathname, { signedIn: signedInHint(request), english: browserLanguage(request) === 'en' }))
        : shell;
      // A missing event or group: the app still loads, but the page is a 404 (a private one is a 200: its members open it).
      return reply
        .status(preview.found === false ? 404 : 200)
        .type('text/html; charset=utf-8')
        .send(withPreview(html, preview));
    }
  },
  { name: 'web', dependencies: ['config', 'database'] },
);
