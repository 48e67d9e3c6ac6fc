/**
 * The web plugin with a built app: /landing answers the prerendered landing.html (compressed), every other page path
 * the SPA shell index.html, unknown API paths and missing files 404 JSON. A build without landing.html (an older
 * build) serves index.html for /landing too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const SHELL = `<!doctype html><html><head><title>Kickoff</title></head><body><div id="root"></div></body></html>`;
const LANDING = `<!doctype html><html><head><title>Kickoff</title></head><body><div id="root" data-prerendered="landing">${'<p>Your event. Your crew. Your city.</p>'.repeat(60)}</div></body></html>`;

const LANDING_ES = `<!doctype html><html lang="es"><head><title>Kickoff</title></head><body><div id="root" data-prerendered="landing"><p>Tu partido. Tu gente. Tu ciudad.</p></div></body></html>`;

function makeDist(withLanding: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Kickoff' }));
  writeFileSync(path.join(dir, 'sw.js'), 'const VERSION = "1";');
  if (withLanding) writeFileSync(path.join(dir, 'landing.html'), LANDING);
  if (withLanding) writeFileSync(path.join(dir, 'landing.es.html'), LANDING_ES);
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
