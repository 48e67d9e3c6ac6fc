/**
 * Backups of a Kickoff install (issue 31, point 3): `npm run admin -- backup <file>` and `restore <file> [--force]`.
 *
 * A backup is one tar file holding
 *   kickoff-backup.json  the manifest: format, database kind, migrations applied, rows and a checksum per table, and
 *                        the size and SHA-256 of each other member (a truncated or damaged file is refused)
 *   database.dump        PostgreSQL: `pg_dump --format=custom`, taken in the same snapshot as the manifest's counts
 *   pglite.tar.gz        PGlite: its own dump of the data folder (`dumpDataDir`)
 *   uploads.tar          the uploads folder (absent with S3: the bucket is backed up on its own)
 *
 * Restore checks everything before it changes anything: the file's members against the manifest, the database kind,
 * the schema (a backup with a migration this code does not know is refused), and that the target is empty (unless
 * `force`). PostgreSQL restores in one transaction (`pg_restore --single-transaction`); PGlite and the uploads are
 * restored beside the live folders and swapped in only once the restored tables match the manifest.
 */
import { execFile, spawn } from 'node:child_process';
import { Transform } from 'node:stream';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { migrationsFolder } from './client';

export const BACKUP_FORMAT = 1;
const MANIFEST = 'kickoff-backup.json';

export interface TableSummary {
  rows: number;
  /** An order-independent sum of each row's MD5 (as text): equal tables give equal checksums. */
  checksum: string;
}

export interface BackupManifest {
  format: number;
  app: 'kickoff';
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** `created_at` (the journal's `when`) of every applied migration, oldest first. */
  migrations: number[];
  /** Tag of the newest applied migration this code knows (for messages). */
  schema: string | null;
  tables: Record<string, TableSummary>;
  files: Record<string, { bytes: number; sha256: string }>;
  uploads: 'included' | 'none' | 's3';
}

export interface BackupTarget {
  /** PostgreSQL (DATABASE_URL); otherwise PGlite in `pgliteDir`. */
  url?: string;
  pgliteDir: string;
  /** The local uploads folder; undefined when uploads go to S3. */
  uploadsDir?: string;
}

/** A refusal or failure with a message for the operator; nothing was changed. */
export class BackupError extends Error {}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const EXTENSIONS = { cube, earthdistance, btree_gist };

/** Rows and checksum of every table of the `public` schema, by name. */
export async function tableChecksums(query: Query): Promise<Record<string, TableSummary>> {
  const tables = await query(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, TableSummary> = {};
  for (const { name } of tables) {
    const quoted = `"public"."${String(name).replace(/"/g, '""')}"`;
    const [row] = await query(
      `select count(*)::text as rows, coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric), 0)::text as checksum from ${quoted} t`,
    );
    out[String(name)] = { rows: Number(row!.rows), checksum: String(row!.checksum) };
  }
  return out;
}

interface JournalEntry {
  tag: string;
  when: number;
}

async function journal(): Promise<JournalEntry[]> {
  const file = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return file.entries;
}

async function appliedMigrations(query: Query): Promise<number[]> {
  const rows = await query(`select created_at::text as at from drizzle.__drizzle_migrations order by created_at`);
  return rows.map((r) => Number(r.at));
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new BackupError(`${path.basename(command)} failed: ${(stderr || error.message).trim()}`));
      else resolve(stdout);
    });
  });
}

/** pg_dump / pg_restore: on PATH, else the newest of /usr/lib/postgresql/<version>/bin (Debian's layout). */
export function postgresBinary(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0]) return path.join(root, versions[0], 'bin', name);
  throw new BackupError(`${name} was not found on PATH or under /usr/lib/postgresql/*/bin: install the PostgreSQL client (postgresql-client)`);
}

/** The URL without its password, which goes in PGPASSWORD (not on a command line other users can list). */
function connectionArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function sha256(file: string): Promise<string> {
  return createHash('sha256').update(await readFile(file)).digest('hex');
}

async function nonEmptyDir(dir: string | undefined): Promise<boolean> {
  if (!dir || !existsSync(dir)) return false;
  return readdirSync(dir).length > 0;
}

async function withPg<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const pgQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

const pgliteQuery =
  (db: PGlite): Query =>
  async (text) =>
    (await db.query<Record<string, unknown>>(text)).rows;

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
  bytes: number;
}

/** Writes a backup of the target to `file` (replaced if it exists, only once complete). */
export async function backup(target: BackupTarget, file: string): Promise<BackupSummary> {
  const out = path.resolve(file);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'kickoff-backup-'));
  try {
    const known = await journal();
    let tables: Record<string, TableSummary>;
    let migrations: number[];
    let member: string;
    if (target.url) {
      member = 'database.dump';
      const { dbname, env } = connectionArgs(target.url);
      // Counts and dump in one snapshot: a running server's writes after it are in neither.
      ({ tables, migrations } = await withPg(target.url, async (client) => {
        await client.query('begin isolation level repeatable read read only');
        try {
          const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows as [{ snapshot: string }];
          const q = pgQuery(client);
          const result = { tables: await tableChecksums(q), migrations: await appliedMigrations(q) };
          await run(postgresBinary('pg_dump'), ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(staging, member)}`, `--dbname=${dbname}`], env);
          return result;
        } finally {
          await client.query('rollback');
        }
      }));
    } else {
      member = 'pglite.tar.gz';
      if (!(await nonEmptyDir(target.pgliteDir))) throw new BackupError(`There is no database in ${target.pgliteDir} to back up`);
      const db = new PGlite(target.pgliteDir, { extensions: EXTENSIONS });
      try {
        await db.waitReady;
        tables = await tableChecksums(pgliteQuery(db));
        migrations = await appliedMigrations(pgliteQuery(db));
        const dump = await db.dumpDataDir('gzip');
        await writeFile(path.join(staging, member), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    const members = [member];
    let uploads: BackupManifest['uploads'] = 's3';
    if (target.uploadsDir !== undefined) {
      uploads = existsSync(target.uploadsDir) ? 'included' : 'none';
      if (uploads === 'included') {
        await run('tar', ['-cf', path.join(staging, 'uploads.tar'), '-C', target.uploadsDir, '.']);
        members.push('uploads.tar');
      }
    }
    const files: BackupManifest['files'] = {};
    for (const name of members) {
      const full = path.join(staging, name);
      files[name] = { bytes: (await stat(full)).size, sha256: await sha256(full) };
    }
    const last = migrations.at(-1);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app: 'kickoff',
      kind: target.url ? 'postgres' : 'pglite',
      createdAt: new Date().toISOString(),
      migrations,
      schema: known.find((e) => e.when === last)?.tag ?? null,
      tables,
      files,
      uploads,
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(out), { recursive: true });
    const partial = `${out}.partial`;
    await run('tar', ['-cf', partial, '-C', staging, MANIFEST, ...members]);
    await chmod(partial, 0o600);
    await rename(partial, out);
    return { file: out, manifest, bytes: (await stat(out)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  /** Replace a target that is not empty (its database and uploads). */
  force?: boolean;
}

/** Reads and checks a backup file into `staging`; throws BackupError (nothing changed) when it cannot be restored. */
async function openBackup(file: string, staging: string): Promise<BackupManifest> {
  const damaged = (why: string) =>
    new BackupError(`${file} is incomplete or damaged (${why}): nothing was restored. Use another copy of the backup.`);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  try {
    await run('tar', ['-xf', file, '-C', staging]);
  } catch (error) {
    throw damaged((error as Error).message);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${file} is not a Kickoff backup (no readable ${MANIFEST}): nothing was restored`);
  }
  if (manifest.app !== 'kickoff' || typeof manifest.files !== 'object') throw new BackupError(`${file} is not a Kickoff backup: nothing was restored`);
  if (manifest.format > BACKUP_FORMAT) {
    throw new BackupError(`${file} was written by a newer version of Kickoff (backup format ${manifest.format}): upgrade Kickoff first`);
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    const full = path.join(staging, name);
    if (!existsSync(full)) throw damaged(`${name} is missing`);
    const bytes = (await stat(full)).size;
    if (bytes !== expected.bytes) throw damaged(`${name} has ${bytes} of its ${expected.bytes} bytes`);
    if ((await sha256(full)) !== expected.sha256) throw damaged(`${name} does not match its checksum`);
  }
  return manifest;
}

async function checkSchema(manifest: BackupManifest): Promise<void> {
  const known = await journal();
  const whens = new Set(known.map((e) => e.when));
  const newest = known.at(-1)?.when ?? 0;
  const unknown = manifest.migrations.filter((w) => !whens.has(w) || w > newest);
  if (unknown.length) {
    throw new BackupError(
      `This backup's database has ${unknown.length} migration(s) this version of Kickoff does not know (its schema is newer than ` +
        `${known.at(-1)?.tag ?? 'none'}): upgrade Kickoff to the version that made it, then restore. Nothing was restored.`,
    );
  }
}

function compareTables(expected: Record<string, TableSummary>, actual: Record<string, TableSummary>): string[] {
  const problems: string[] = [];
  for (const [name, want] of Object.entries(expected)) {
    const got = actual[name];
    if (!got) problems.push(`${name} is missing`);
    else if (got.rows !== want.rows || got.checksum !== want.checksum) problems.push(`${name}: ${got.rows} rows restored, ${want.rows} backed up`);
  }
  return problems;
}

/** Swaps a restored folder in for the live one (the old one is removed once the new one is in place). */
async function swapIn(restored: string, live: string): Promise<void> {
  const old = `${live}.before-restore`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(live)) await rename(live, old);
  await mkdir(path.dirname(live), { recursive: true });
  await rename(restored, live);
  await rm(old, { recursive: true, force: true });
}

/** SQL lines that empty the search path in pg_restore's script: replaced by `public` (see restoreDump). */
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";

/**
 * `pg_restore -f -` piped into `psql --single-transaction`, not `pg_restore --dbname`: PostgreSQL 15's earthdistance
 * defines ll_to_earth() with an unqualified `earth` type, so building the GiST indexes over it (migrations 0007, 0011)
 * fails under the empty search path that pg_restore sets. The script runs with `public` on the path instead (all
 * its names are schema-qualified anyway), in one transaction, after `prefix`.
 */
async function restoreDump(dump: string, dbname: string, env: NodeJS.ProcessEnv, prefix: string): Promise<void> {
  const restoreProcess = spawn(postgresBinary('pg_restore'), ['--no-owner', '--no-acl', '--file=-', dump], { env: { ...process.env, ...env } });
  const psql = spawn(postgresBinary('psql'), ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${dbname}`], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let rest = '';
  const fixPath = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = rest + chunk.toString('utf8');
      const cut = text.lastIndexOf('\n') + 1;
      rest = text.slice(cut);
      done(null, text.slice(0, cut).split(EMPTY_SEARCH_PATH).join("SELECT pg_catalog.set_config('search_path', 'public', false);"));
    },
    flush(done) {
      done(null, rest);
    },
  });
  const errors = { pg_restore: '', psql: '' };
  restoreProcess.stderr.on('data', (d: Buffer) => (errors.pg_restore += d.toString()));
  psql.stderr.on('data', (d: Buffer) => (errors.psql += d.toString()));
  psql.stdin.on('error', () => {}); // psql stopped at an error: its exit code says so
  psql.stdin.write(prefix);
  restoreProcess.stdout.pipe(fixPath).pipe(psql.stdin);
  const exit = (child: ReturnType<typeof spawn>) =>
    new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code ?? 1));
    });
  const [restoreCode, psqlCode] = await Promise.all([exit(restoreProcess), exit(psql)]);
  if (psqlCode !== 0) throw new BackupError(`The restore failed and was rolled back: ${errors.psql.trim()}`);
  if (restoreCode !== 0) throw new BackupError(`pg_restore failed: ${errors.pg_restore.trim()}. The restore was rolled back.`);
}

export interface RestoreSummary {
  manifest: BackupManifest;
  tables: number;
  rows: number;
}

export async function restore(target: BackupTarget, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const source = path.resolve(file);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'kickoff-restore-'));
  try {
    const manifest = await openBackup(source, staging);
    const kind = target.url ? 'postgres' : 'pglite';
    if (manifest.kind !== kind) {
      throw new BackupError(
        manifest.kind === 'postgres'
          ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into'
          : 'This is a backup of a PGlite install: unset DATABASE_URL and set DATA_DIR to restore it',
      );
    }
    await checkSchema(manifest);

    // The target: empty, unless told to replace it.
    const busy: string[] = [];
    if (target.url) {
      const [row] = await withPg(target.url, async (c) =>
        pgQuery(c)(`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`),
      );
      if (Number(row!.n) > 0) busy.push(`the database has ${String(row!.n)} tables`);
    } else if (await nonEmptyDir(target.pgliteDir)) busy.push(`${target.pgliteDir} holds a database`);
    const restoreUploads = manifest.uploads === 'included' && target.uploadsDir !== undefined;
    if (restoreUploads && (await nonEmptyDir(target.uploadsDir))) busy.push(`${target.uploadsDir} holds files`);
    if (busy.length && !options.force) {
      throw new BackupError(`The target is not empty (${busy.join('; ')}). Restoring replaces it all: run again with --force. Nothing was restored.`);
    }

    // The uploads are unpacked first, beside the live folder, and swapped in after the database.
    let uploadsRestoring: string | null = null;
    if (restoreUploads) {
      uploadsRestoring = `${target.uploadsDir!}.restoring`;
      await rm(uploadsRestoring, { recursive: true, force: true });
      await mkdir(uploadsRestoring, { recursive: true });
      await run('tar', ['-xf', path.join(staging, 'uploads.tar'), '-C', uploadsRestoring]);
    }

    if (target.url) {
      const { dbname, env } = connectionArgs(target.url);
      // With --force the old schemas are dropped in the same transaction as the restore: a failure leaves them as
      // they were.
      const prefix = busy.length ? 'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n' : '';
      await restoreDump(path.join(staging, 'database.dump'), dbname, env, prefix);
      const problems = compareTables(manifest.tables, await withPg(target.url, async (c) => tableChecksums(pgQuery(c))));
      if (problems.length) throw new BackupError(`The restored database differs from the backup: ${problems.join('; ')}`);
    } else {
      const restoring = `${target.pgliteDir}.restoring`;
      await rm(restoring, { recursive: true, force: true });
      await mkdir(restoring, { recursive: true });
      const image = new Blob([await readFile(path.join(staging, 'pglite.tar.gz'))]);
      const db = new PGlite(restoring, { extensions: EXTENSIONS, loadDataDir: image });
      let problems: string[];
      try {
        await db.waitReady;
        problems = compareTables(manifest.tables, await tableChecksums(pgliteQuery(db)));
      } finally {
        await db.close();
      }
      if (problems.length) {
        await rm(restoring, { recursive: true, force: true });
        if (uploadsRestoring) await rm(uploadsRestoring, { recursive: true, force: true });
        throw new BackupError(`The restored database differs from the backup: ${problems.join('; ')}. Nothing was changed.`);
      }
      await swapIn(restoring, target.pgliteDir);
    }

    if (uploadsRestoring) await swapIn(uploadsRestoring, target.uploadsDir!);
    const counts = Object.values(manifest.tables);
    return { manifest, tables: counts.length, rows: counts.reduce((n, t) => n + t.rows, 0) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
