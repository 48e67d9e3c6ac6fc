/**
 * Support's commands (rulings §9, docs/operations.md "Answering a privacy request"):
 *
 *   npm run admin -- delete-user <phone|email> [--dry-run]
 *   npm run admin -- export-user <phone|email> [--out <file>]
 *   npm run admin -- venue-history <venue id>
 *   npm run admin -- venue-revert <edit id>
 *   npm run admin -- import-venues <file.geojson>
 *   npm run admin -- grant-moderator|revoke-moderator <phone|email>   (issue 34: the moderation console's role)
 *   npm run admin -- backup <file> | restore <file> [--force]         (issue 31: admin-backup.ts)
 *
 * They run with the server's own configuration (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR; S3 or local
 * images; Redis), build the app without listening or running jobs, and reach the running instances through the
 * revocation bus (PostgreSQL NOTIFY or Redis). On PGlite only one process may open the data folder: stop the server
 * first.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { parseTestPhoneNumbers } from './modules/auth/test-numbers';
import { deleteUser, formatDeletionReport, resolveUser, UserNotFoundError, type AdminDeps } from './modules/data-rights/service-delete';
import { buildExportFile } from './modules/data-rights/service-export';
import { connectModules } from './connect-modules';
import { VenueAdminError, formatHistory, formatImportReport, importVenues, revertVenueEdit, venueHistory } from './modules/venues/service-admin';
import { setModerator } from './modules/moderation';
import { BACKUP_USAGE, parseBackupArgs, runBackupCommand } from './admin-backup';

const USAGE = `Usage:
  npm run admin -- delete-user <phone|email> [--dry-run]   delete an account and its data (prints what it did)
  npm run admin -- export-user <phone|email> [--out <file>] write the account's data (the "Download my data" file)
  npm run admin -- venue-history <venue id>                 a venue's edits: who, when, what (newest first)
  npm run admin -- venue-revert <edit id>                   put back what one edit of a venue changed
  npm run admin -- import-venues <file.geojson>             add or update venues from an OpenStreetMap GeoJSON export
  npm run admin -- grant-moderator <phone|email>           give the account the moderator role (the /moderation console)
  npm run admin -- revoke-moderator <phone|email>          take the moderator role away
${BACKUP_USAGE}`;

interface Command {
  name: 'delete-user' | 'export-user' | 'grant-moderator' | 'revoke-moderator';
  who: string;
  dryRun: boolean;
  out: string | null;
}

type VenueCommand = { name: 'venue-history' | 'venue-revert' | 'import-venues'; arg: string };

function parseVenueArgs(argv: string[]): VenueCommand | null {
  const [name, arg, ...rest] = argv;
  if (name !== 'venue-history' && name !== 'venue-revert' && name !== 'import-venues') return null;
  return arg && !arg.startsWith('--') && rest.length === 0 ? { name, arg } : null;
}

async function runVenueCommand(app: Awaited<ReturnType<typeof buildApp>>, command: VenueCommand): Promise<number> {
  try {
    if (command.name === 'venue-history') console.log(formatHistory(await venueHistory(app.db, command.arg)));
    else if (command.name === 'venue-revert') {
      const { venueId, restored } = await revertVenueEdit(app.db, command.arg);
      const keys = Object.keys(restored);
      console.log(keys.length ? `Venue ${venueId}: restored ${keys.join(', ')}` : `Venue ${venueId}: already as before that edit, nothing changed`);
    } else {
      let doc: unknown;
      try {
        doc = JSON.parse(readFileSync(path.resolve(command.arg), 'utf8'));
      } catch (error) {
        console.error(`Cannot read ${command.arg}: ${(error as Error).message}`);
        return 1;
      }
      console.log(formatImportReport(await importVenues(app.db, doc)));
    }
    return 0;
  } catch (error) {
    if (error instanceof VenueAdminError || (error instanceof Error && error.message === 'Not a GeoJSON FeatureCollection')) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

function parseArgs(argv: string[]): Command | null {
  const [name, ...rest] = argv;
  if (name !== 'delete-user' && name !== 'export-user' && name !== 'grant-moderator' && name !== 'revoke-moderator') return null;
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
  const backupCommand = parseBackupArgs(process.argv.slice(2));
  const venueCommand = parseVenueArgs(process.argv.slice(2));
  const command = venueCommand ? null : parseArgs(process.argv.slice(2));
  if (!command && !venueCommand && !backupCommand) {
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
  if (backupCommand) return runBackupCommand(config, backupCommand);
  const app = await buildApp({ config, logger: loggerOptions(config.LOG_LEVEL, process.stderr) });
  await app.ready();
  if (venueCommand) {
    try {
      return await runVenueCommand(app, venueCommand);
    } finally {
      await app.close();
    }
  }
  if (!command) return 2;
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
    if (command.name === 'grant-moderator' || command.name === 'revoke-moderator') {
      const grant = command.name === 'grant-moderator';
      const changed = await setModerator(app.db, userId, grant);
      console.log(
        grant
          ? changed ? `User ${userId} is now a moderator (the /moderation console)` : `User ${userId} was already a moderator`
          : changed ? `User ${userId} is no longer a moderator` : `User ${userId} was not a moderator`,
      );
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
