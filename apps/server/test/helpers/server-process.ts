/** Starts the real server as a child process on a test database (crash and multi-process tests). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { testDbKind } from './database';
import { unusedPorts } from './ports';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

export async function startServerProcess(options: { databaseUrl: string; port: number; dataDir: string; env?: Record<string, string> }): Promise<ChildProcess> {
  const { databaseUrl, port, dataDir } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_WORKER: 'false',
      // Many new accounts from one address: the spam brakes (issue 34) are tested on their own.
      SPAM_BRAKES: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/healthz`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} did not start: ${stderr.slice(0, 2000)}`);
}

/** Two server processes on the test app's PostgreSQL database (like two instances behind a load balancer). */
export interface ServerPair {
  ports: [number, number];
  /** Ends both processes. */
  stop(): void;
}

export async function startServerPair(options: { databaseUrl: string; dataDir: string }): Promise<ServerPair> {
  const base = await unusedPorts(2);
  const ports: [number, number] = [base, base + 1];
  const servers = await Promise.all(ports.map((port) => startServerProcess({ ...options, port })));
  return { ports, stop: () => servers.forEach((s) => s.kill('SIGTERM')) };
}

/**
 * Registers the file's hooks for a two-process test on PostgreSQL: a test app and two server processes on its
 * database, handed to `ready`; both end after the file. Nothing starts on PGlite (such files skip there).
 */
export function useServerPair(ready: (t: TestApp, ports: [number, number]) => void) {
  let t: TestApp | undefined;
  let pair: ServerPair | undefined;
  beforeAll(async () => {
    if (testDbKind() !== 'postgres') return;
    t = await createTestApp();
    pair = await startServerPair({ databaseUrl: t.database.url!, dataDir: t.dataDir });
    ready(t, pair.ports);
  }, 150_000);
  afterAll(async () => {
    pair?.stop();
    await t?.close();
  });
}
