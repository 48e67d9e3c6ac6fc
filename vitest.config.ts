import path from 'node:path';
import { defineConfig } from 'vitest/config';

const webAlias = { '@': path.resolve(import.meta.dirname, 'apps/web/src') };

export default defineConfig({
  test: {
    // A non-UTC zone makes time-zone bugs fail loudly (house rule 8).
    env: { TZ: 'America/Chicago' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL itself (several processes, LISTEN/NOTIFY, big EXPLAIN data): server-pg only.
          exclude: ['apps/server/test/**/*.pg.test.ts'],
          env: { KICKOFF_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          include: ['apps/server/test/**/*.test.ts'],
          env: { KICKOFF_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
