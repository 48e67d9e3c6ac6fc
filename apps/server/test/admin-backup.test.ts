/**
 * `npm run admin -- backup <file>` and `restore <file> [--force]` (issue 31, point 3) as an operator runs them, on
 * PGlite (DATA_DIR, the server stopped) and on PostgreSQL (a fresh database from the test helpers, restored into a new
 * empty database): the round trip keeps every table's row count and content checksum and the uploads; a non-empty
 * target is refused without --force; a truncated file and one from a newer schema are refused and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { tableChecksums, type TableSummary } from '@kickoff/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, testPhoneNumbers, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { addMember, createEvent, join, makeGroup, person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';
const adminEntry = path.resolve(import.meta.dirname, '../src/admin.ts');
const baseEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
  PUBLIC_URL: 'http://localhost:3000',
  AUTH_TEST_PHONE_NUMBERS: testPhoneNumbers(),
};

let work: string;
let sourceDir: string;
let targetDir: string;
let sourceUrl: string | undefined;
let targetUrl: string | undefined;
let running: TestApp | null = null;
let backupFile: string;
let before: Record<string, TableSummary>;

function admin(dataDir: string, url: string | undefined, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: url ?? '' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', adminEntry, ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function checksums(dataDir: string, url: string | undefined): Promise<Record<string, TableSummary>> {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await tableChecksums(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { cube, earthdistance, btree_gist } });
  try {
    await db.waitReady;
    return await tableChecksums(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

function adminDbUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const targetName = `kickoff_restore_${randomBytes(5).toString('hex')}`;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'kickoff-backup-test-'));
  backupFile = path.join(work, 'kickoff.backup');
  targetDir = path.join(work, 'target');
  mkdirSync(targetDir);
  const seed = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    const [dee, ann] = await Promise.all([person(app, 'Dee'), person(app, 'Ann')]);
    const groupId = await makeGroup(app, dee);
    await addMember(app, groupId, ann.id);
    const event = await createEvent(app, dee, groupId, { title: 'Backup game' });
    expect((await join(app, ann, event.id)).statusCode).toBe(200);
  };
  if (onPostgres) {
    running = await createTestApp({ env: { JOBS_WORKER: 'false' } });
    sourceDir = running.dataDir;
    sourceUrl = running.database.url;
    await seed(running.app);
    await onAdmin(`create database ${targetName}`);
    targetUrl = adminDbUrl(targetName);
  } else {
    sourceDir = path.join(work, 'source');
    const app = await buildApp({ config: loadConfig({ ...baseEnv, DATA_DIR: sourceDir, JOBS_WORKER: 'false' }), logger: false });
    await app.ready();
    try {
      await seed(app);
    } finally {
      await app.close();
    }
  }
  mkdirSync(path.join(sourceDir, 'uploads', 'events'), { recursive: true });
  writeFileSync(path.join(sourceDir, 'uploads', 'events', 'photo.webp'), randomBytes(2048));
  before = await checksums(sourceDir, sourceUrl);
}, 180_000);

afterAll(async () => {
  await running?.close();
  if (onPostgres) await onAdmin(`drop database if exists ${targetName} with (force)`);
  rmSync(work, { recursive: true, force: true });
});

describe(`npm run admin -- backup / restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('backup writes one file with the database and the uploads', async () => {
    const run = await admin(sourceDir, sourceUrl, 'backup', backupFile);
    expect(run.stderr).not.toMatch(/error|failed/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Wrote ${backupFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes\\): \\d+ tables, \\d+ rows, schema \\d{4}_\\w+, uploads included`));
    const listing = execFileSync('tar', ['-tf', backupFile], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual(['kickoff-backup.json', onPostgres ? 'database.dump' : 'pglite.tar.gz', 'uploads.tar']);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(before.events?.rows).toBe(1);
    expect(before.event_participants?.rows ?? before.users?.rows).toBeGreaterThan(0);
  }, 120_000);

  it('restore refuses a truncated file and a newer schema, and changes nothing', async () => {
    const truncated = path.join(work, 'truncated.backup');
    copyFileSync(backupFile, truncated);
    truncateSync(truncated, Math.floor(statSync(backupFile).size / 2));
    const cut = await admin(targetDir, targetUrl, 'restore', truncated);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toContain('is incomplete or damaged');
    expect(cut.stderr).toContain('nothing was restored');

    // The same backup with one migration more than this code knows.
    const unpacked = path.join(work, 'newer');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xf', backupFile, '-C', unpacked]);
    const manifestFile = path.join(unpacked, 'kickoff-backup.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { migrations: number[] };
    manifest.migrations.push(Math.max(...manifest.migrations) + 1000);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = path.join(work, 'newer.backup');
    execFileSync('tar', ['-cf', newer, '-C', unpacked, ...readdirSync(unpacked)]);
    const refused = await admin(targetDir, targetUrl, 'restore', newer);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('migration(s) this version of Kickoff does not know');
    expect(refused.stderr).toContain('Nothing was restored');

    // Nothing changed: no database made, no uploads.
    if (onPostgres) expect(await checksums(targetDir, targetUrl)).toEqual({});
    else expect(existsSync(path.join(targetDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(targetDir, 'uploads'))).toBe(false);
  }, 180_000);

  it('restore into an empty install gives the same rows and checksums per table, and the uploads', async () => {
    const run = await admin(targetDir, targetUrl, 'restore', backupFile);
    expect(run.stderr).not.toMatch(/error|failed/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('each matching its checksum, uploads restored');
    const after = await checksums(targetDir, targetUrl);
    expect(Object.keys(after).length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(readFileSync(path.join(targetDir, 'uploads', 'events', 'photo.webp'))).toEqual(readFileSync(path.join(sourceDir, 'uploads', 'events', 'photo.webp')));
    // The restored install starts (migrations are up to date) and answers.
    const app = await buildApp({ config: loadConfig({ ...baseEnv, DATA_DIR: targetDir, DATABASE_URL: targetUrl ?? '', JOBS_WORKER: 'false' }), logger: false });
    try {
      await app.ready();
      const list = await app.inject({ url: '/api/events' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('Backup game');
    } finally {
      await app.close();
    }
  }, 180_000);

  it('restore refuses a non-empty target without --force (nothing changed) and replaces it with --force', async () => {
    const changed = await checksums(targetDir, targetUrl);
    const refused = await admin(targetDir, targetUrl, 'restore', backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The target is not empty');
    expect(refused.stderr).toContain('--force');
    expect(await checksums(targetDir, targetUrl)).toEqual(changed);

    writeFileSync(path.join(targetDir, 'uploads', 'stray.txt'), 'not in the backup');
    const forced = await admin(targetDir, targetUrl, 'restore', backupFile, '--force');
    expect(forced.stderr).not.toMatch(/error|failed/i);
    expect(forced.code).toBe(0);
    expect(await checksums(targetDir, targetUrl)).toEqual(before);
    expect(existsSync(path.join(targetDir, 'uploads', 'stray.txt'))).toBe(false);
    expect(existsSync(path.join(targetDir, 'uploads', 'events', 'photo.webp'))).toBe(true);
  }, 180_000);
});
