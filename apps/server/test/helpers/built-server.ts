/**
 * The compiled server started as `npm run start:built` starts it: the test compiles its own bundle (build.mjs with
 * `--outdir`, so a concurrent `npm run build` is not disturbed) and runs it with the environment assignments and node
 * flags of apps/server/package.json's `start` script, on PGlite in a temp folder (or a given PostgreSQL database). For tests of the process itself
 * (memory), where the start path's flags are part of what is tested.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_CODE } from './app';
import { unusedPorts } from './ports';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface BuiltServer {
  url: string;
  pid: number;
  /** The code the test phone numbers accept. */
  code: string;
  /** The n-th test phone number of this server. */
  phone(n: number): string;
  stop(): Promise<void>;
}

/** `A=1 B=2 node --flag dist/server.js` -> the assignments and the node arguments before the entry file. */
export function parseStartScript(script: string): { env: Record<string, string>; nodeArgs: string[] } {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const word = words.shift()!;
    env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  }
  if (words.shift() !== 'node') throw new Error(`start script does not run node: ${script}`);
  const entry = words.indexOf('dist/server.js');
  if (entry < 0) throw new Error(`start script does not run dist/server.js: ${script}`);
  return { env, nodeArgs: words.slice(0, entry) };
}

export interface BuiltServerOptions {
  /** PostgreSQL to run on; without it the server uses PGlite in its temp data folder. */
  databaseUrl?: string;
  env?: Record<string, string>;
}

export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const outdir = path.join(serverRoot, 'dist', `test-${process.pid}-${Date.now()}`);
  await promisify(execFile)(process.execPath, [path.join(serverRoot, 'build.mjs'), `--outdir=${outdir}`], { cwd: serverRoot });
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const start = parseStartScript(pkg.scripts.start);
  const prefix = `+1201557`;
  const phones = Array.from({ length: 100 }, (_, i) => `${prefix}${String(i).padStart(4, '0')}:${TEST_CODE}`).join(',');
  let lastError = '';
  // A port can still be taken between its check and the child's listen: then start again on another one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-built-'));
    const port = await unusedPorts();
    const child: ChildProcess = spawn(process.execPath, [...start.nodeArgs, path.join(outdir, 'server.js')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        ...start.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        DATABASE_URL: options.databaseUrl ?? '',
        DATA_DIR: dataDir,
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
        AUTH_TEST_PHONE_NUMBERS: phones,
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
    const cleanup = () => {
      rmSync(outdir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    };
    const url = `http://127.0.0.1:${port}`;
    // Up to 2 minutes: on a loaded 2-core machine the bundle and PGlite took over a minute to answer.
    for (let i = 0; i < 480; i++) {
      if (child.exitCode !== null) break;
      try {
        if ((await fetch(`${url}/api/healthz`)).ok) {
          return {
            url,
            pid: child.pid!,
            code: TEST_CODE,
            phone: (n) => `${prefix}${String(n).padStart(4, '0')}`,
            stop: async () => {
              if (child.exitCode === null) {
                const exited = new Promise((r) => child.once('exit', r));
                child.kill('SIGTERM');
                await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
                if (child.exitCode === null) child.kill('SIGKILL');
              }
              cleanup();
            },
          };
        }
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    lastError = stderr;
    if (!stderr.includes('EADDRINUSE')) break;
  }
  rmSync(outdir, { recursive: true, force: true });
  throw new Error(`built server did not start: ${lastError.slice(0, 2000)}`);
}
