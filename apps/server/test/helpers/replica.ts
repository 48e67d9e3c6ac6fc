/**
 * The test read replica (issue 31, point 4): scripts/pg-replica.sh makes (or reuses) a streaming replica of the test
 * PostgreSQL server on 127.0.0.1:5433 (pg_basebackup -R) and stops or starts it; `ReplicaAdmin` pauses and resumes
 * its replay and waits for it to catch up.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestApp } from './app';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../../scripts/pg-replica.sh');

/** The script's primary: TEST_DATABASE_URL's server. */
function scriptEnv(): NodeJS.ProcessEnv {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  return { ...process.env, REPLICA_PRIMARY_HOST: url.hostname, REPLICA_PRIMARY_PORT: url.port || '5432', REPLICA_PRIMARY_USER: url.username || 'postgres' };
}

/** Key of the advisory lock that one test file at a time holds while it uses the replica ('koreplic' in ASCII). */
const REPLICA_LOCK_KEY = 0x6b6f7265706c6963n;

/**
 * Takes the replica for this test file: waits for the lock (files of other projects and checkouts pause, stop and
 * start the same replica), then starts the replica. Resolves to the release, for afterAll.
 */
export async function holdReplica(): Promise<() => Promise<void>> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  const lock = new pg.Client({ connectionString: url.toString() });
  lock.on('error', () => {});
  await lock.connect();
  await lock.query('select pg_advisory_lock($1)', [REPLICA_LOCK_KEY.toString()]);
  try {
    await replicaCommand('start');
  } catch (error) {
    await lock.end();
    throw error;
  }
  return async () => {
    // Left as it found it: started, replaying.
    await replicaCommand('start').catch(() => undefined);
    await lock.end().catch(() => undefined);
  };
}

export async function replicaCommand(command: 'start' | 'stop'): Promise<void> {
  await run('bash', [script, command], { timeout: 90_000, env: scriptEnv() });
}

/** The replica's URL of the test database at `primaryUrl`. */
export async function replicaUrlOf(primaryUrl: string): Promise<string> {
  return (await run('bash', [script, 'url', new URL(primaryUrl).pathname.slice(1)], { env: scriptEnv() })).stdout.trim();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A superuser connection to the replica. */
export class ReplicaAdmin {
  private client!: pg.Client;

  constructor(private readonly replicaUrl: string) {}

  async connect(): Promise<void> {
    const url = new URL(this.replicaUrl);
    url.pathname = '/postgres';
    this.client = new pg.Client({ connectionString: url.toString() });
    this.client.on('error', () => {});
    await this.client.connect();
  }

  async pauseReplay(): Promise<void> {
    await this.client.query('select pg_wal_replay_pause()');
  }

  async resumeReplay(): Promise<void> {
    await this.client.query('select pg_wal_replay_resume()');
  }

  /** Waits until the replica has replayed everything the primary of `app` has written so far. */
  async caughtUp(app: TestApp): Promise<void> {
    const { rows } = await app.app.dbHandle.pool!.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    await until('the replica to catch up', async () => {
      const res = await this.client.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0]!.lsn]);
      return res.rows[0]!.ok === true;
    });
  }

  async close(): Promise<void> {
    await this.client?.end().catch(() => undefined);
  }
}

/** The first replica's state in `t`. */
export const replicaState = (t: TestApp) => t.app.readReplicas!.replicas()[0]!;

/** Checks now and again until `t` has its replica in rotation. */
export function inRotation(t: TestApp): Promise<void> {
  return until('the replica in rotation', async () => {
    await t.app.readReplicas!.check();
    return replicaState(t).inRotation;
  }).catch((error: Error) => {
    throw new Error(`${error.message} (${replicaState(t).reason})`);
  });
}
