/** What the multi-process benchmarks (bench-live, bench-system) share: options, the server, ending their processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';

/** The compiled server (`npm run build`). */
export const serverEntry = path.join(path.resolve(import.meta.dirname, '../..'), 'apps/server/dist/server.js');

/**
 * A compiled server on `port` of `databaseUrl` for a benchmark: quiet (errors only), test sign-in numbers with the code
 * 123456, no spam brakes; `env` adds or overrides.
 */
export function spawnBenchServer(port: number, databaseUrl: string, phones: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_TEST_PHONE_NUMBERS: phones.map((p) => `${p}:123456`).join(','),
      SPAM_BRAKES: 'off',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The value after `--<name>` on the command line, or `fallback`. */
export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM, 1.5 s for a clean exit, then SIGKILL; then the benchmark's database is dropped and `admin` closed. */
export async function endBench(processes: ChildProcess[], admin: pg.Client, dbName: string): Promise<void> {
  for (const p of processes) p.kill('SIGTERM');
  await sleep(1500);
  for (const p of processes) p.kill('SIGKILL');
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

/** Runs a benchmark's main and exits with its outcome (servers and proxies it spawned would keep the process up). */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
