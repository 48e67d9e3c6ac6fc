import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const webAlias = { '@': path.resolve(import.meta.dirname, 'apps/web/src') };
/** Server tests that need Redis (TEST_REDIS_URL) run in the server-redis projects only, so none is skipped elsewhere. */
/**
 * The server projects run in Auckland (UTC+13/+12, DST in the other half of the year) while their events sit in
 * America/Chicago, Europe/Berlin, ...: code that reads the process's zone instead of the event's fails (issue 15).
 */
const SERVER_TZ = 'Pacific/Auckland';
/**
 * The server projects' files share their worker's module graph instead of importing the app afresh per file (which
 * took 173 of the PGlite project's 472 s). Each file builds its own app and database, and apps/server/src keeps no
 * module-level state outside them (caches are per app or WeakMaps keyed by a database handle; env is read at
 * build time). VITEST_ISOLATE=1 restores per-file isolation to check a suspected leak between files.
 */
const SERVER_ISOLATE = process.env.VITEST_ISOLATE === '1';
const redisTests = ['apps/server/test/**/*.redis.test.ts', 'apps/server/test/**/*.redis.pg.test.ts'];

export default defineConfig({
  test: {
    // Every core: Vitest's default in a run is one fewer, i.e. a single worker on the 2-core CI machine, which left a
    // core idle while a file waited on PostgreSQL, Redis or a child server. The browser project stays one file at a
    // time (fileParallelism: false). VITEST_MAX_WORKERS overrides.
    maxWorkers: Math.max(1, os.availableParallelism()),
    // A non-UTC zone makes time-zone bugs fail loudly (house rule 8).
    env: { TZ: 'America/Chicago' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/vite-*.test.ts'],
          testTimeout: 60_000,
          environment: 'node',
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Whole-app renders in jsdom on a loaded machine: room for them (waits end early when they pass).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL itself (several processes, LISTEN/NOTIFY, big EXPLAIN data): server-pg only.
          // *.redis.test.ts need Redis (TEST_REDIS_URL): server-redis only.
          exclude: ['apps/server/test/**/*.pg.test.ts', ...redisTests],
          env: { KICKOFF_TEST_DB: 'pglite', TZ: SERVER_TZ },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: SERVER_ISOLATE,
        },
      },
      {
        test: {
          name: 'server-pg',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: redisTests,
          env: { KICKOFF_TEST_DB: 'postgres', TZ: SERVER_TZ },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: SERVER_ISOLATE,
        },
      },
      // Redis (REDIS_URL) variants, run by npm test when TEST_REDIS_URL answers: *.redis.test.ts on PGlite, and
      // those plus *.redis.pg.test.ts (several instances on one PostgreSQL) on PostgreSQL.
      {
        test: {
          name: 'server-redis',
          include: ['apps/server/test/**/*.redis.test.ts'],
          env: { KICKOFF_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: SERVER_ISOLATE,
        },
      },
      {
        test: {
          name: 'server-redis-pg',
          include: redisTests,
          env: { KICKOFF_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: SERVER_ISOLATE,
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
