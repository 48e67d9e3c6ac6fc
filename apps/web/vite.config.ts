import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

// `npm run dev`: the API server listens on PORT (3000 by default); Vite proxies API calls and uploads to it.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      // react-router's package exports name its development build for every condition; builds take the production one.
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  // es2022 browsers all support <link rel=modulepreload>: no polyfill in the first load.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400, modulePreload: { polyfill: false } },
}));
