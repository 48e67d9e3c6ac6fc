/** Opens the database: embedded PGlite under a folder by default, PostgreSQL through a pool when a URL is given. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { PreparingClient, SESSION_SETTINGS, UnnamedClient } from './prepared';
import { bindPoolCallbacks, observePglite } from './query-observer';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; repositories take `Database | Transaction` so PGlite's single connection never deadlocks. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL string; used by readiness checks and tests. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pg pool when on PostgreSQL (LISTEN/NOTIFY, COPY); undefined on PGlite. */
  pool?: pg.Pool;
  /** PGlite only: an image of its data folder, for `OpenDatabaseOptions.pgliteImage` (tests start from a migrated one). */
  dumpImage?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; undefined means in memory. */
  dataDir?: string;
  poolSize?: number;
  migrate?: boolean;
  /** An in-memory PGlite starts from this data folder image (`DatabaseHandle.dumpImage`) instead of an empty one. */
  pgliteImage?: Blob;
  /** Named prepared statements on PostgreSQL (default true; false behind PgBouncer in transaction mode < 1.21). */
  preparedStatements?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url ? openPostgres(options.url, options.poolSize, options.preparedStatements) : await openPglite(options.dataDir, options.pgliteImage);
  if (options.migrate !== false) await runMigrations(handle);
  return handle;
}

function openPostgres(url: string, poolSize = 10, preparedStatements = true): DatabaseHandle {
  // Parameterized statements run as named prepared statements, or none does (see prepared.ts).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: preparedStatements ? PreparingClient : UnnamedClient });
  // An idle client error must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  bindPoolCallbacks(pool);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, image?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Distance search (migrations 0007_places, 0011) needs these extensions, which PGlite loads only when given here.
  const extensions = { cube, earthdistance, btree_gist };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions, ...(image ? { loadDataDir: image } : {}) });
  await client.waitReady;
  // One connection: the session settings of every PostgreSQL connection (prepared.ts) once.
  await client.exec(SESSION_SETTINGS);
  observePglite(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none') as Promise<Blob>,
  };
}

/** Key of the session-level advisory lock that serialises migrations across processes ('kickoff' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6b69636b6f6666n;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres' && handle.pool) {
    await migratePostgresLocked(handle.pool);
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}

/**
 * Several processes may start at once on a new release: each waits for one advisory lock, held by a dedicated
 * connection, and migrates on that same connection, so the first applies the new migrations and the others then find
 * nothing left to do. The lock is a session lock: if the process dies, PostgreSQL drops it with the connection.
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }) as never, { migrationsFolder });
    } finally {
      try {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      } catch (error) {
        // The connection is gone or unusable: destroying it (below) releases the lock too.
        broken = error as Error;
      }
    }
  } catch (error) {
    broken ??= error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
