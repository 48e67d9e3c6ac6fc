#!/usr/bin/env node
/**
 * npm run demo: builds the web app and starts Kickoff on its own data folder (./data/demo), filled on first start with
 * a demo community (40 people, 12 groups, 60 events), printing test phone numbers to sign in with.
 *
 *   --no-build   skip the web build (use the existing apps/web/dist)
 *   --quiet      print nothing but errors
 * PORT (default 3000), HOST and DEMO_DATA_DIR can be set in the environment.
 */
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoTestNumbers } from './demo/people.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/demo/start.ts'), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: process.env.DEMO_DATA_DIR ?? path.join(root, 'data/demo'),
    NODE_ENV: 'development',
    DATABASE_URL: '',
    AUTH_TEST_PHONE_NUMBERS: demoTestNumbers(),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
