/**
 * Migrations under simultaneous starts (issue 9): several processes starting at once on a fresh PostgreSQL database
 * must neither fail nor apply a migration twice. Each start takes a session advisory lock before Drizzle's migrator.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, migrationsFolder, openDatabase, runMigrations, type DatabaseHandle } from '@kickoff/db';
import { testDbKind } from './helpers/database';

const onPostgres = testDbKind() === 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const created: string[] = [];
const opened: DatabaseHandle[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database; returns its URL. */
async function freshDatabase(): Promise<string> {
  const name = `kickoff_mig_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Like a server process starting: its own pool, migrations run by runMigrations (what openDatabase calls). */
async function startProcess(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url, poolSize: 2, migrate: false });
  opened.push(handle);
  return handle;
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

afterAll(async () => {
  await Promise.all(opened.map((h) => h.close().catch(() => undefined)));
  if (!onPostgres) return;
  await admin(async (c) => {
    for (const name of created) await c.query(`drop database if exists ${name} with (force)`);
  });
});

describe.skipIf(!onPostgres)('migrations on several processes at once (PostgreSQL)', () => {
  it('applies every migration exactly once when processes start together on a fresh database', { timeout: 120_000 }, async () => {
    // A few rounds: without the lock the race shows on most of them (duplicate schema or table, or a failed start).
    for (let round = 0; round < 3; round++) {
      const url = await freshDatabase();
      const processes = await Promise.all([startProcess(url), startProcess(url), startProcess(url)]);
      const results = await Promise.allSettled(processes.map((h) => runMigrations(h)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

      const db = processes[0]!.pool!;
      const applied = await db.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.every((r) => r.n === 1)).toBe(true);
      // The schema is really there, and no process still holds the lock.
      const tables = await db.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('users', 'groups', 'events', 'jobs')",
      );
      expect(tables.rows[0]!.n).toBe(4);
      const locks = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      expect(locks.rows[0]!.n).toBe(0);

      // A later start (a restart, the next instance) finds nothing to do.
      await runMigrations(processes[1]!);
      expect((await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n).toBe(journal.entries.length);
    }
  });

  it('waits while another process holds the migration lock, then finds the work done', { timeout: 60_000 }, async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      const waiting = await startProcess(url);
      let finished = false;
      const migration = runMigrations(waiting).then(() => (finished = true));
      // The starting process queues on the advisory lock (a lock request not granted) and has touched nothing yet.
      const waitingForLock = async () =>
        (
          await holder.query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
          )
        ).rows[0]!.n;
      await expect.poll(waitingForLock, { timeout: 15_000, interval: 20 }).toBe(1);
      expect(finished).toBe(false);
      const schemas = await holder.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      expect(schemas.rows[0]!.n).toBe(0);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      await migration;
      expect(finished).toBe(true);
    } finally {
      await holder.end();
    }
  });
});
