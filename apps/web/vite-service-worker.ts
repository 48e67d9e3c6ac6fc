/**
 * Build step (issue 27): writes /sw.js, the service worker of service-worker/sw.js with this build's precache list in
 * front. The list is every file the app can need offline: the shell (index.html), every JavaScript chunk (so a route
 * opened for the first time offline never fails to load its module), the stylesheet, the Latin font subsets (others are
 * cached when a page first uses them) and the icons. VERSION is a hash of that list, so each build with other files is
 * a new worker the browser installs beside the open tabs (the page then offers "Refresh to update").
 * `npm run dev` serves the same worker with an empty list (push works; nothing is precached).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

const SOURCE = path.join(import.meta.dirname, 'service-worker/sw.js');

/** Files of public/ the shell uses (not og-image.png nor the sign-in popup's page). */
export const PUBLIC_PRECACHE = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/favicon.ico',
  '/icons/icon-192.png',
  '/icons/maskable-192.png',
  '/icons/apple-touch-icon.png',
];

/** The bundle's files worth precaching, as root paths, sorted (so equal builds give equal workers). */
export function precacheList(fileNames: string[]): string[] {
  const files = fileNames.filter((name) => {
    if (!name.startsWith('assets/')) return false;
    if (/\.(js|css)$/.test(name)) return true;
    // Latin and Latin Extended cover the app's texts; browsers fetch other subsets only for other scripts.
    return /\.woff2$/.test(name) && /-latin(-ext)?-/.test(name);
  });
  return [...PUBLIC_PRECACHE, ...files.map((name) => `/${name}`).sort()];
}

export function workerSource(precache: string[]): string {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
  return `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${readFileSync(SOURCE, 'utf8')}`;
}

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kickoff-service-worker',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.setHeader('cache-control', 'no-cache');
        res.end(workerSource([]));
      });
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      // The nested Node build of the prerender (vite-prerender.ts) is not the browser's.
      if (config.command !== 'build' || config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: workerSource(precacheList(Object.keys(bundle))) });
    },
  };
}
