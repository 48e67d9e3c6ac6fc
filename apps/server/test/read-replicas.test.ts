/**
 * DATABASE_READ_URL on PGlite (the default install): ignored with a log line; every read goes to the embedded
 * database. The replica tests themselves need PostgreSQL: read-replicas.pg.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@kickoff/db';
import { buildApp, loggerOptions } from '../src/app';
import { loadConfig } from '../src/config';

describe('read replicas on PGlite', () => {
  it('DATABASE_READ_URL is ignored: reads and writes share the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-read-'));
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_READ_URL: 'postgres://127.0.0.1:5433/kickoff' });
    const database = await openDatabase({});
    const app = await buildApp({ config, database, logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
    try {
      await app.ready();
      expect(app.readReplicas).toBeNull();
      expect(lines.join('\n')).toContain('DATABASE_READ_URL is ignored on PGlite');
      const res = await app.inject({ url: '/api/events' });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
