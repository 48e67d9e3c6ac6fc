import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderLanding } from './vite-prerender.ts';
import { serviceWorker } from './vite-service-worker.ts';
import { pageChunks, pageChunksGroup, probing } from './vite-chunk-groups.ts';
import { routePreloadsFile } from './vite-route-preloads.ts';

const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

// `npm run dev`: the API server listens on PORT (3000 by default); Vite proxies API calls and uploads to it.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ mode }) => ({
  // The build's first, silent pass (vite-chunk-groups.ts) needs the chunks alone, not the prerender nor the worker.
  plugins: probing() ? [react(), tailwindcss()] : [react(), tailwindcss(), prerenderLanding(), serviceWorker(), pageChunks(), routePreloadsFile()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      // react-router's package exports name its development build for every condition; builds take the production one.
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  // es2022 browsers all support <link rel=modulepreload>: no polyfill in the first load.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The libraries every screen needs, as separate chunks (+4 KB gzip of chunk boundaries): the prerendered
        // landing's boot module (vite-prerender.ts) evaluates them one task each instead of in one long task.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Fewer, larger chunks for the pages, each page loading only its own code (vite-chunk-groups.ts).
            pageChunksGroup,
          ],
        },
      },
    },
    // WEB_DIST_DIR (also read by the server) builds into a private folder, e.g. while others test against dist/.
    ...(process.env.WEB_DIST_DIR ? { outDir: path.resolve(process.env.WEB_DIST_DIR), emptyOutDir: true } : {}),
  },
}));
