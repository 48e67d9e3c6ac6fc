#!/usr/bin/env node
// `npm test`: lint, typecheck, build, then every vitest project (unit, web, server on PGlite, server on
// PostgreSQL when TEST_DATABASE_URL is set, browser tests in Chromium). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const env = { ...process.env };
const steps = [];
let failed = 0;
let passed = 0;

function run(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  const ok = res.status === 0;
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${Math.round((Date.now() - started) / 1000)}s)`);
  if (ok) passed++;
  else failed++;
  return ok;
}

async function postgresAvailable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.error(`PostgreSQL at TEST_DATABASE_URL did not answer: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const testTotals = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('test-results', { recursive: true });

/** Runs vitest with a JSON report next to the normal output, and adds its test counts to the totals. */
function vitest(name, projectNames) {
  const report = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  const ok = run(name, 'npx', [
    'vitest',
    'run',
    ...projectNames.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    testTotals.passed += json.numPassedTests ?? 0;
    testTotals.failed += json.numFailedTests ?? 0;
    testTotals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  } else if (!ok) {
    testTotals.failed += 1;
  }
  return ok;
}

const projects = ['unit', 'web', 'server'];
if (env.TEST_DATABASE_URL) {
  if (await postgresAvailable(env.TEST_DATABASE_URL)) projects.push('server-pg');
  else failed++;
} else if (env.REQUIRE_POSTGRES === '1') {
  console.error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set.');
  failed++;
} else {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
}

run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('audit', process.execPath, ['scripts/audit.mjs']);
const browserReady = run('chromium', process.execPath, ['scripts/ensure-chromium.mjs']);
const built = run('build', 'npm', ['run', '--silent', 'build']);
vitest('unit and server tests', projects);
// The native shell: `cap add android` + `cap sync android` on the fresh build, without the Android SDK.
if (built) run('native shell', 'npm', ['run', '--silent', 'check', '-w', '@kickoff/mobile']);
// Browser tests run on their own so server tests' CPU load does not make them flaky.
if (browserReady && built) vitest('browser tests', ['e2e']);
else {
  console.error('Browser tests cannot run (no Chromium or no build): failing.');
  failed++;
}

console.log('\n=== summary');
for (const s of steps) console.log(s);
console.log(`steps: ${passed} passed, ${failed} failed`);
console.log(`tests: ${testTotals.passed} passed, ${testTotals.failed + failed} failed, ${testTotals.skipped} skipped`);
process.exit(failed ? 1 : 0);
