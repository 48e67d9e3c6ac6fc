/**
 * `npm run admin -- backup <file>` and `restore <file> [--force]` (issue 31, point 3; docs/operations.md "Backups and
 * restore"). They run without building the app: a restore must find the target as it is (building the app would
 * create and migrate the database), and a backup of PGlite needs the data folder to itself (stop the server first).
 */
import { BackupError, backup, restore, type BackupTarget } from '@kickoff/db';
import type { AppConfig } from './config';

export const BACKUP_USAGE = `  npm run admin -- backup <file>                           write the database and uploads to one file (PGlite: stop the server first)
  npm run admin -- restore <file> [--force]                put a backup back into an empty install (--force replaces a non-empty one)`;

export type BackupCommand = { name: 'backup'; file: string } | { name: 'restore'; file: string; force: boolean };

export function parseBackupArgs(argv: string[]): BackupCommand | null {
  const [name, ...rest] = argv;
  if (name !== 'backup' && name !== 'restore') return null;
  const force = name === 'restore' && rest.includes('--force');
  const others = rest.filter((a) => !(a === '--force' && name === 'restore'));
  if (others.length !== 1 || others[0]!.startsWith('--')) return null;
  return name === 'backup' ? { name, file: others[0]! } : { name, file: others[0]!, force };
}

function targetOf(config: AppConfig): BackupTarget {
  return { url: config.DATABASE_URL, pgliteDir: config.pgliteDir, uploadsDir: config.s3 ? undefined : config.uploadsDir };
}

export async function runBackupCommand(config: AppConfig, command: BackupCommand): Promise<number> {
  const target = targetOf(config);
  console.error(`Database: ${target.url ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${target.pgliteDir})`}; uploads: ${target.uploadsDir ?? 'S3 (not included)'}`);
  try {
    if (command.name === 'backup') {
      const { file, manifest, bytes } = await backup(target, command.file);
      const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
      console.log(
        `Wrote ${file} (${bytes} bytes): ${Object.keys(manifest.tables).length} tables, ${rows} rows, schema ${manifest.schema ?? 'unknown'}, uploads ${manifest.uploads}`,
      );
    } else {
      const { manifest, tables, rows } = await restore(target, command.file, { force: command.force });
      console.log(
        `Restored ${command.file} (made ${manifest.createdAt}): ${tables} tables, ${rows} rows, each matching its checksum, uploads ${manifest.uploads === 'included' && target.uploadsDir ? 'restored' : manifest.uploads}. ` +
          'Start the server: it applies any newer migrations.',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
