/**
 * A fresh database per test file: in-memory PGlite by default, or (KICKOFF_TEST_DB=postgres) a new PostgreSQL
 * database created on TEST_DATABASE_URL's server (a copy of a migrated template) and dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '@kickoff/db';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.KICKOFF_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A migrated PGlite's data folder, made once per worker process (test files share the worker's modules): a new test
 * database starts from it instead of running initdb and every migration again (about 4x faster to open). Migrations
 * still run on open, so one added since finds its place.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const first = await openDatabase({});
    try {
      return await first.dumpImage!();
    } finally {
      await first.close();
    }
  })();
  return migratedImage;
}

/** Key of the advisory lock under which one process builds a PostgreSQL template ('kotempl' in ASCII). */
const TEMPLATE_LOCK_KEY = 0x6b6f74656d706cn;

/** A hash of every migration file: a template is only ever a copy of exactly these migrations. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated PostgreSQL database named after the migrations' hash, made once on the server (the first worker to need
 * it builds it under an advisory lock; the others wait, then find it): a new test database is a copy of it
 * (`CREATE DATABASE ... TEMPLATE`, under a second against 3-5 s for creating and migrating). It takes no connections
 * once built, so nothing blocks the copies. New migrations give a new hash, hence a new template; an old one is
 * dropped when its build is more than a day old (another checkout may still be using one a day younger).
 */
let pgTemplate: Promise<string> | undefined;
function postgresTemplate(adminUrl: string): Promise<string> {
  // Advisory locks belong to one database: every run takes it in the server's maintenance database, `postgres`.
  const maintenance = new URL(adminUrl);
  maintenance.pathname = '/postgres';
  pgTemplate ??= withAdmin(maintenance.toString(), async (admin) => {
    const name = `kickoff_tpl_${migrationsHash()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY.toString()]);
    try {
      const found = await admin.query<{ datallowconn: boolean }>('select datallowconn from pg_database where datname = $1', [name]);
      // Built (it takes no connections once built); a half-built one (a process died) is built again.
      if (found.rows[0]?.datallowconn === false) return name;
      if (found.rows.length) await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
      await handle.close();
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
      const stale = await admin.query<{ datname: string }>(
        `select d.datname from pg_database d left join pg_shdescription s on s.objoid = d.oid
         where d.datname like 'kickoff\\_tpl\\_%' and d.datname <> $1 and coalesce(s.description, '') < $2`,
        [name, new Date(Date.now() - 86_400_000).toISOString()],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`alter database ${datname} is_template false`);
        await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY.toString()]);
    }
  });
  return pgTemplate;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const handle = await openDatabase({ pgliteImage: await migratedPgliteImage() });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('KICKOFF_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `kickoff_t_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrations still run on open (a no-op on the template's copy): one missing from the template would be applied.
  const handle = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A second handle (own pool) on an existing PostgreSQL test database; closing it does not drop the database. */
export async function shareTestDatabase(other: TestDatabase): Promise<TestDatabase> {
  if (!other.url) throw new Error('only a PostgreSQL test database can be shared');
  const handle = await openDatabase({ url: other.url, poolSize: 10, migrate: false });
  return { handle, url: other.url, drop: () => handle.close() };
}
