/**
 * The OpenAPI document the server serves at /api/openapi.json, built without a network server: the real app on an
 * in-memory database (migrated, nothing listening), then `app.swagger()`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@kickoff/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

export async function servedDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-openapi-'));
  // Nothing is queried: the routes are registered, the schema need not be there.
  const database = await openDatabase({ migrate: false });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_WORKER: 'false', DATA_DIR: dataDir, AUTH_SECRET: 'openapi-document-export-0123456789abcdef' });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
