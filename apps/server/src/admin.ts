/**
 * Support's commands (rulings §9, docs/operations.md "Answering a privacy request"):
 *
 *   npm run admin -- delete-user <phone|email> [--dry-run]
 *   npm run admin -- export-user <phone|email> [--out <file>]
 *
 * They run with the server's own configuration (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR; S3 or local
 * images; Redis), build the app without listening or running jobs, and reach the running instances through the
 * revocation bus (PostgreSQL NOTIFY or Redis). On PGlite only one process may open the data folder: stop the server
 * first.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { parseTestPhoneNumbers } from './modules/auth/test-numbers';
import { deleteUser, formatDeletionReport, resolveUser, UserNotFoundError, type AdminDeps } from './modules/data-rights/service-delete';
import { buildExportFile } from './modules/data-rights/service-export';
import { connectModules } from './connect-modules';

const USAGE = `Usage:
  npm run admin -- delete-user <phone|email> [--dry-run]   delete an account and its data (prints what it did)
  npm run admin -- export-user <phone|email> [--out <file>] write the account's data (the "Download my data" file)`;

interface Command {
  name: 'delete-user' | 'export-user';
  who: string;
  dryRun: boolean;
  out: string | null;
}

function parseArgs(argv: string[]): Command | null {
  const [name, ...rest] = argv;
  if (name !== 'delete-user' && name !== 'export-user') return null;
  let who: string | null = null;
  let dryRun = false;
  let out: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--dry-run' && name === 'delete-user') dryRun = true;
    else if (arg === '--out' && name === 'export-user' && rest[i + 1]) out = rest[++i]!;
    else if (!arg.startsWith('--') && who === null) who = arg;
    else return null;
  }
  return who ? { name, who, dryRun, out } : null;
}

async function main(): Promise<number> {
  connectModules();
  const command = parseArgs(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    // The worker stays off: the running server sends what this command queues (cancellations, promotions).
    config = loadConfig({ ...process.env, JOBS_WORKER: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const app = await buildApp({ config, logger: loggerOptions(config.LOG_LEVEL, process.stderr) });
  await app.ready();
  try {
    const deps: AdminDeps = {
      db: app.db,
      images: app.images,
      sessionCache: app.sessionCache,
      testPhoneNumbers: parseTestPhoneNumbers(config.AUTH_TEST_PHONE_NUMBERS),
    };
    console.error(`Database: ${app.dbHandle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.pgliteDir})`}`);
    const userId = await resolveUser(deps, command.who);
    if (command.name === 'export-user') {
      const file = await buildExportFile(app.db, userId);
      if (file === null) throw new UserNotFoundError('No such account');
      const out = path.resolve(command.out ?? `kickoff-data-${userId}-${new Date().toISOString().slice(0, 10)}.json`);
      writeFileSync(out, file, { mode: 0o600 });
      console.log(`Wrote the data of user ${userId} to ${out} (${Buffer.byteLength(file)} bytes)`);
      return 0;
    }
    const report = await deleteUser(deps, userId, { dryRun: command.dryRun });
    console.log(formatDeletionReport(report));
    return 0;
  } catch (error) {
    if (error instanceof UserNotFoundError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
