/** Starts the real server as a child process on a test database (crash and multi-process tests). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

export async function startServerProcess(options: { databaseUrl: string; port: number; dataDir: string }): Promise<ChildProcess> {
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
