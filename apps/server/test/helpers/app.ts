/** Builds the real app on a fresh test database. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, loggerOptions, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { SmsSender } from '../../src/modules/auth/sms';
import { createTestDatabase, shareTestDatabase, type TestDatabase } from './database';
import { deleteRedisKeys, uniqueRedisPrefix } from './redis';

/** Test numbers +1201555XXXX accept the code 123456 (see signIn). */
export const TEST_CODE = '123456';
export const TEST_PHONE_PREFIX = '+1201555';
export const TEST_PHONE_COUNT = 3000;

export function testPhoneNumbers(): string {
  const entries: string[] = [];
  for (let i = 0; i < TEST_PHONE_COUNT; i++) entries.push(`${TEST_PHONE_PREFIX}${String(i).padStart(4, '0')}:${TEST_CODE}`);
  return entries.join(',');
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /**
   * With REDIS_URL and no REDIS_KEY_PREFIX, the app gets a key prefix of its own (or the one of `shareDatabaseOf`, so
   * two instances share their limits), and the keys under it are deleted when the app that made it closes.
   */
  env?: Record<string, string | undefined>;
  sms?: SmsSender;
  /**
   * Another test app's database (PostgreSQL only): this app opens its own pool on the same database, like a second
   * server process would, and leaves dropping the database to the first app.
   */
  shareDatabaseOf?: TestApp;
  /** Receives the app's log lines (JSON, the production logger options at env LOG_LEVEL); without it nothing is logged. */
  logStream?: { write(line: string): void };
  /** Called with each route as the app registers it. */
  onRoute?: BuildAppOptions['onRoute'];
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const database = options.shareDatabaseOf ? await shareTestDatabase(options.shareDatabaseOf.database) : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-test-'));
  const redisUrl = options.env?.REDIS_URL;
  const sharedPrefix = options.shareDatabaseOf?.app.redis ? options.shareDatabaseOf.app.config.REDIS_KEY_PREFIX : undefined;
  const ownPrefix = redisUrl && !options.env?.REDIS_KEY_PREFIX && !sharedPrefix ? uniqueRedisPrefix() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_TEST_PHONE_NUMBERS: testPhoneNumbers(),
    // Every test signs up new accounts from one address: the spam brakes (issue 34) are tested on their own.
    SPAM_BRAKES: 'off',
    ...options.env,
    ...(redisUrl && !options.env?.REDIS_KEY_PREFIX ? { REDIS_KEY_PREFIX: ownPrefix ?? sharedPrefix } : {}),
  });
  const logger = options.logStream ? loggerOptions(config.LOG_LEVEL, options.logStream, config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined) : false;
  const app = await buildApp({ config, database: database.handle, sms: options.sms, logger, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      // Straight to the test Redis: the app's REDIS_URL may be a proxy that a test has cut.
      if (redisUrl && ownPrefix) await deleteRedisKeys(process.env.TEST_REDIS_URL ?? redisUrl, ownPrefix).catch(() => undefined);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
