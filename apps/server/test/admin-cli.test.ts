/**
 * `npm run admin -- delete-user | export-user` as support runs them: a separate process with the server's settings.
 * On PGlite the command opens the data folder (the server stopped, as docs/operations.md says); on PostgreSQL it runs
 * beside a running instance, which must refuse the deleted user's cached session at once (the revocation reaches
 * every instance). account-deletion.test.ts checks every table; this file checks the command itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '@kickoff/db';
import { dataExportFileSchema } from '@kickoff/shared';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, testPhoneNumbers, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { signIn } from './helpers/auth';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';
const adminEntry = path.resolve(import.meta.dirname, '../src/admin.ts');
const baseEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
  PUBLIC_URL: 'http://localhost:3000',
  AUTH_TEST_PHONE_NUMBERS: testPhoneNumbers(),
};

let dataDir: string;
/** PostgreSQL: the running instance. PGlite: null between the steps (one process at a time on the folder). */
let running: TestApp | null = null;
let databaseUrl: string | undefined;
let dee: Person;
let ann: Person;
let groupId: string;
let eventId: string;

/** An app on the PGlite data folder, as `npm start` opens it. */
async function openPgliteApp(): Promise<App> {
  const app = await buildApp({ config: loadConfig({ ...baseEnv, DATA_DIR: dataDir, JOBS_WORKER: 'false' }), logger: false });
  await app.ready();
  return app;
}

async function withApp<T>(use: (app: App) => Promise<T>): Promise<T> {
  if (running) return use(running.app);
  const app = await openPgliteApp();
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...baseEnv, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }) };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', adminEntry, ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  if (onPostgres) {
    running = await createTestApp({ env: { JOBS_WORKER: 'false' } });
    dataDir = running.dataDir;
    databaseUrl = running.database.url;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-admin-'));
  }
  await withApp(async (app) => {
    [dee, ann] = await Promise.all([person(app, 'Dee'), person(app, 'Ann')]);
    groupId = await makeGroup(app, dee);
    await addMember(app, groupId, ann.id);
    eventId = (await createEvent(app, dee, groupId, { title: 'Dee game' })).id;
    expect((await join(app, ann, eventId)).statusCode).toBe(200);
  });
}, 180_000);

afterAll(async () => {
  await running?.close();
  if (!onPostgres) rmSync(dataDir, { recursive: true, force: true });
});

describe(`npm run admin on ${onPostgres ? 'PostgreSQL (DATABASE_URL) beside a running instance' : 'PGlite (DATA_DIR)'}`, () => {
  it('without a command or with an unknown account: usage (2) or a clear message (1)', async () => {
    const usage = await admin();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- delete-user <phone|email> [--dry-run]');
    const unknown = await admin('delete-user', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the verified email nobody@example.com');
  }, 120_000);

  it('export-user writes the Download my data file', async () => {
    const out = path.join(dataDir, 'dee.json');
    const run = await admin('export-user', dee.phoneNumber, '--out', out);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Wrote the data of user ${dee.id} to ${out}`);
    const file = dataExportFileSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(file.profile).toMatchObject({ id: dee.id, email: dee.email, phoneNumber: dee.phoneNumber });
    expect(file.groupsCreated.map((g) => g.id)).toEqual([groupId]);
    expect(file.eventsCreated.map((e) => e.id)).toEqual([eventId]);
    expect(readFileSync(out, 'utf8')).not.toContain(dee.token);
  }, 120_000);

  it('delete-user --dry-run prints what will happen and changes nothing', async () => {
    const run = await admin('delete-user', dee.email, '--dry-run');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`DRY RUN: nothing was changed. Deleting would do this: user ${dee.id}`);
    expect(run.stdout).toContain('handed to Ann Tester (active member since');
    expect(run.stdout).toContain('"Dee game"');
    await withApp(async (app) => {
      expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, dee.id))).toHaveLength(1);
      expect((await app.inject({ url: '/api/user/profile', headers: dee.headers })).statusCode).toBe(200);
    });
  }, 120_000);

  it('delete-user deletes the account; its session ends on the running instance at once; the number signs up anew', async () => {
    if (running) {
      // The running instance has Dee's session in its cache (30 s) before the command runs elsewhere.
      expect((await running.app.inject({ url: '/api/user/profile', headers: dee.headers })).statusCode).toBe(200);
      expect(running.app.sessionCache.get(dee.token)).toBeDefined();
    }
    const run = await admin('delete-user', dee.phoneNumber);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Deleted: user ${dee.id}`);
    if (running) {
      // The command answers after its revocation came back over PostgreSQL: the other instance has dropped it.
      expect(running.app.sessionCache.get(dee.token)).toBeUndefined();
    }
    await withApp(async (app) => {
      expect((await app.inject({ url: '/api/user/profile', headers: dee.headers })).statusCode).toBe(401);
      expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, dee.id))).toEqual([]);
      const event = await app.inject({ url: `/api/events/${eventId}`, headers: ann.headers });
      expect(event.json()).toMatchObject({ cancelReason: expect.any(String) });
      const again = await signIn(app, dee.phoneNumber);
      expect(again.id).not.toBe(dee.id);
    });
  }, 120_000);
});
