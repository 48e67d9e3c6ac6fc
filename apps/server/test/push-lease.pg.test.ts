/**
 * Crash recovery of a push job takes seconds (issue 21, point 1): a real server process claims a push to a tarpit
 * endpoint and is killed with SIGKILL while the request hangs; another instance on the same database takes the job
 * over as soon as its short lease lapses (it waited out a 5-minute lease before).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, webPushSubscriptions } from '@kickoff/db';
import { generateVapidKeys } from '../src/modules/notifications/web-push';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { addMember, makeGroup, person } from './helpers/events';
import { unusedPorts } from './helpers/ports';
import { startTarpit, type Tarpit } from './helpers/push-hostile';

const onPostgres = testDbKind() === 'postgres';
const vapid = generateVapidKeys();
const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
/** Chosen once (the restart reuses it), below the ephemeral range. */
let port = 0;
let t: TestApp;
let tarpit: Tarpit;
let child: ChildProcess | undefined;

const pushEnv = (tarpitOrigin: string) => ({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@kickoff.test',
  PUSH_TEST_ORIGINS: tarpitOrigin,
  JOBS_POLL_MS: '100',
  // A failed push is not retried during the test.
  JOBS_BACKOFF_MS: '600000',
});

/** The real server with its job worker running (the shared helper starts it without one). */
async function startWorkerProcess(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...pushEnv(tarpit.origin),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: t.database.url!,
      DATA_DIR: t.dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_WORKER: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/healthz`)).ok) return proc;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr.slice(0, 2000)}`);
}

beforeAll(async () => {
  if (!onPostgres) return;
  tarpit = await startTarpit();
  t = await createTestApp({ env: { JOBS_WORKER: 'false', ...pushEnv(tarpit.origin) } });
  port = await unusedPorts();
}, 60_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await t?.close();
  await tarpit?.close();
});

async function until<T>(read: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!onPostgres)('push job crash recovery (PostgreSQL only: needs a server process on a shared database)', () => {
  it('takes over a killed worker\'s hanging push within seconds', { timeout: 90_000 }, async () => {
    const author = await person(t.app, 'Ana');
    const reader = await person(t.app, 'Rex');
    const groupId = await makeGroup(t.app, author);
    await addMember(t.app, groupId, reader.id);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await t.app.db.insert(webPushSubscriptions).values({
      userId: reader.id,
      endpoint: `${tarpit.origin}/hang`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });

    child = await startWorkerProcess();
    const posted = await t.app.inject({ method: 'POST', url: `/api/groups/${groupId}/posts`, headers: author.headers, payload: { content: 'Hang on' } });
    expect(posted.statusCode).toBe(201);
    const push = and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${reader.id}`);
    const claimed = await until(
      async () => {
        if (tarpit.connections < 1) return undefined;
        const [row] = await t.app.db.select({ lockedBy: jobs.lockedBy, status: jobs.status }).from(jobs).where(push);
        return row?.status === 'running' && row.lockedBy ? row.lockedBy : undefined;
      },
      30_000,
      'the server process to claim the push',
    );

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const killedAt = Date.now();
    t.app.jobs.start();
    await until(
      async () => {
        const [row] = await t.app.db.select({ lockedBy: jobs.lockedBy }).from(jobs).where(push);
        return row?.lockedBy && row.lockedBy !== claimed ? row.lockedBy : undefined;
      },
      60_000,
      'another worker to take the push over',
    );
    const recovery = Date.now() - killedAt;
    console.log(`push job taken over ${recovery} ms after SIGKILL`);
    expect(recovery).toBeLessThan(15_000);
    await until(async () => (tarpit.connections >= 2 ? true : undefined), 5_000, 'the retry to reach the endpoint');
  });
});
