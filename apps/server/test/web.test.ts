/**
 * The web plugin with a built app: /landing answers the prerendered landing.html (compressed), every other page path
 * the SPA shell index.html, unknown API paths and missing files 404 JSON. A build without landing.html (an older
 * build) serves index.html for /landing too. The landing and the server-rendered /explore come in the visitor's
 * language (issue 30); /explore's renderer here is a stand-in with the built one's interface (explore-page.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const SHELL = `<!doctype html><html><head><title>Kickoff</title></head><body><div id="root"></div></body></html>`;
const LANDING = `<!doctype html><html><head><title>Kickoff</title></head><body><div id="root" data-prerendered="landing">${'<p>Your event. Your crew. Your city.</p>'.repeat(60)}</div></body></html>`;

const LANDING_ES = `<!doctype html><html lang="es"><head><title>Kickoff</title></head><body><div id="root" data-prerendered="landing"><p>Tu partido. Tu gente. Tu ciudad.</p></div></body></html>`;

const EXPLORE_TEMPLATE = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Kickoff</title></head><body><div id="root" data-prerendered="explore"><!--kickoff:explore--></div><!--kickoff:explore-data--></body></html>`;
/** A stand-in of ssr/render.mjs: the heading and a date in the language it is asked for, its renders counted. */
const EXPLORE_RENDERER = `
export const EXPLORE_FIRST_PAGE_URL = '/api/events?limit=20';
export async function renderExplore(first, language) {
  globalThis.kickoffWebExploreRenders = (globalThis.kickoffWebExploreRenders ?? []).concat(language);
  const words = language === 'es' ? '<h1>Explorar partidos</h1><dd>sáb, 5 de dic · 10:30 a. m.</dd>' : '<h1>Explore games</h1><dd>Sat, Dec 5 · 10:30 AM</dd>';
  return { html: words, data: '<script type="application/json" id="kickoff-explore-data">' + JSON.stringify(first) + '</script>' };
}
`;

/** The build's table of each page's chunks (apps/web/vite-route-preloads.ts), with one name no build writes. */
const ROUTE_PRELOADS = {
  english: ['/assets/en.web-1.js'],
  always: ['/assets/install-1.js'],
  pages: [
    { paths: ['/dashboard', '/member/dashboard'], signedIn: ['/assets/layouts-1.js', '/assets/dashboard-1.js'], visitor: [] },
    { paths: ['/events/:id'], signedIn: ['/assets/layouts-1.js', '/assets/event-detail-1.js'], visitor: ['/assets/visitor-layout-1.js', '/assets/public-event-1.js', '/assets/"><script>x.js'] },
  ],
};

function makeDist(withLanding: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Kickoff' }));
  writeFileSync(path.join(dir, 'sw.js'), 'const VERSION = "1";');
  if (withLanding) writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  if (withLanding) writeFileSync(path.join(dir, 'landing.html'), LANDING);
  if (withLanding) writeFileSync(path.join(dir, 'landing.es.html'), LANDING_ES);
  if (withLanding) {
    writeFileSync(path.join(dir, 'explore.html'), EXPLORE_TEMPLATE('en'));
    writeFileSync(path.join(dir, 'explore.es.html'), EXPLORE_TEMPLATE('es'));
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'ssr', 'render.mjs'), EXPLORE_RENDERER);
  }
  return dir;
}

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist(true);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the prerendered landing for /landing, compressed and revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/landing', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    const plain = await t.app.inject({ method: 'GET', url: '/landing?utm_source=x' });
    expect(plain.body).toContain('data-prerendered="landing"');
    expect((await t.app.inject({ method: 'HEAD', url: '/landing' })).statusCode).toBe(200);
  });

  it("serves the landing prerendered in the browser's chosen language, else its Accept-Language (issue 30)", async () => {
    const landing = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/landing', headers });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
      return res.body.includes('Tu partido') ? 'es' : res.body.includes('Your event') ? 'en' : 'none';
    };
    expect(await landing({})).toBe('en');
    expect(await landing({ 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(await landing({ 'accept-language': 'fr-FR,es;q=0.5' })).toBe('es');
    // The footer's choice (the web's cookie) wins over the browser's languages; an unknown one is no choice.
    expect(await landing({ 'accept-language': 'es-US', cookie: 'a=1; kickoff.language=en' })).toBe('en');
    expect(await landing({ 'accept-language': 'en-US', cookie: 'kickoff.language=es' })).toBe('es');
    expect(await landing({ 'accept-language': 'es', cookie: 'kickoff.language=fr' })).toBe('es');
    // The Spanish page's link preview is in Spanish too.
    const es = await t.app.inject({ method: 'GET', url: '/landing', headers: { 'accept-language': 'es' } });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).not.toContain('<title>Kickoff</title>');
  });

  it("serves /explore rendered in the browser's chosen language, else its Accept-Language, each kept apart (issue 30)", async () => {
    const renders = () => (globalThis as { kickoffWebExploreRenders?: string[] }).kickoffWebExploreRenders ?? [];
    const explore = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/explore', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Any HTTP cache keeps one copy per language: the answer varies with both.
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
      expect(res.body).toContain('data-prerendered="explore"');
      expect(res.body).toContain('id="kickoff-explore-data"');
      const es = res.body.includes('<h1>Explorar partidos</h1><dd>sáb, 5 de dic · 10:30 a. m.</dd>') && res.body.includes('<html lang="es">');
      const en = res.body.includes('<h1>Explore games</h1><dd>Sat, Dec 5 · 10:30 AM</dd>') && res.body.includes('<html lang="en">');
      if (es) {
        // Its link preview (and the tab's title before the app runs) in Spanish too.
        expect(res.body).toContain('<title>Explorar partidos · Kickoff</title>');
        expect(res.body).not.toContain('Explore games');
      }
      if (en) {
        expect(res.body).toContain('<title>Explore games · Kickoff</title>');
        expect(res.body).not.toContain('Explorar');
      }
      return es && !en ? 'es' : en && !es ? 'en' : 'none';
    };
    expect(await explore({})).toBe('en');
    expect(await explore({ 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(await explore({ 'accept-language': 'fr-FR,es;q=0.5' })).toBe('es');
    expect(await explore({ 'accept-language': 'es-US', cookie: 'a=1; kickoff.language=en' })).toBe('en');
    expect(await explore({ 'accept-language': 'en-US', cookie: 'kickoff.language=es' })).toBe('es');
    expect(await explore({ 'accept-language': 'de' })).toBe('en');
    // Rendered once per language while the list is the same: a Spanish render never answers an English request.
    expect([...renders()].sort()).toEqual(['en', 'es']);
    // A filtered link gets the app's shell (the browser renders it), its title in the same language.
    const filtered = await t.app.inject({ method: 'GET', url: '/explore?sport=soccer', headers: { 'accept-language': 'es-US' } });
    expect(filtered.body).toContain('<div id="root"></div>');
    expect(filtered.body).toContain('<title>Explorar partidos · Kickoff</title>');
    // The templates are the server's, never files for browsers.
    for (const url of ['/explore.html', '/explore.es.html', '/ssr/render.mjs']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('keeps the SPA shell for every other page path, and 404s for API paths and missing files', async () => {
    // An event page that is not there is a 404 (issue 33), but still the app's shell.
    for (const [url, status] of [['/', 200], ['/events/123', 404], ['/landing/', 200], ['/dashboard', 200]] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it("names the page's chunks in the shell: the signed-in hint picks the layout, English adds its catalog", async () => {
    const preloads = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      // An event that is not there is a 404 page, still the app's shell (issue 33).
      expect(res.statusCode, url).toBe(url.startsWith('/events/') ? 404 : 200);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
      expect(res.body).toContain('<div id="root"></div>');
      return [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    const signedIn = { cookie: 'kickoff.signed-in=1' };
    expect(await preloads('/dashboard', signedIn)).toEqual(['/assets/en.web-1.js', '/assets/layouts-1.js', '/assets/dashboard-1.js', '/assets/install-1.js']);
    expect(await preloads('/member/dashboard/', signedIn)).toEqual(['/assets/en.web-1.js', '/assets/layouts-1.js', '/assets/dashboard-1.js', '/assets/install-1.js']);
    // A visitor is sent from the dashboard to the landing: nothing to name.
    expect(await preloads('/dashboard')).toEqual([]);
    expect(await preloads('/dashboard', { cookie: 'kickoff.signed-in=0; other=1' })).toEqual([]);
    // An event page, for a visitor: the visitors' layout; a file name that is not a built chunk is never written.
    expect(await preloads('/events/9d2f4a52-0000-4000-8000-000000000000')).toEqual(['/assets/en.web-1.js', '/assets/visitor-layout-1.js', '/assets/public-event-1.js', '/assets/install-1.js']);
    // Spanish fetches its catalog per screen: no English catalog.
    expect(await preloads('/dashboard', { cookie: 'kickoff.language=es; kickoff.signed-in=1' })).toEqual(['/assets/layouts-1.js', '/assets/dashboard-1.js', '/assets/install-1.js']);
    expect(await preloads('/dashboard', { ...signedIn, 'accept-language': 'es-MX,es;q=0.9' })).toEqual(['/assets/layouts-1.js', '/assets/dashboard-1.js', '/assets/install-1.js']);
    // Pages outside the table, nothing; the table itself is the server's, not a file for browsers.
    expect(await preloads('/', signedIn)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/route-preloads.json' })).statusCode).toBe(404);
  });

  it('serves the web app manifest as JSON and the service worker revalidated on every load (issue 27)', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A new version of the worker must be seen at once: never a long-cached copy.
    expect(worker.headers['cache-control']).toMatch(/max-age=0/);
    expect(worker.headers['cache-control']).not.toContain('immutable');
  });

  it('serves the shell for /landing when the build has no landing.html', async () => {
    const older = makeDist(false);
    const other = await createTestApp({ env: { WEB_DIST_DIR: older } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/landing' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
      rmSync(older, { recursive: true, force: true });
    }
  });
});
