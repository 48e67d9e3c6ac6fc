#!/usr/bin/env node
// `npm test`: lint, typecheck, build, then every vitest project (unit, web, server on PGlite, server on
// PostgreSQL when TEST_DATABASE_URL is set, the Redis variants when Redis answers at TEST_REDIS_URL or at the
// local default, browser tests in Chromium). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const env = { ...process.env };
const startedAt = Date.now();
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

/** The Redis tests' database when TEST_REDIS_URL is not set (a local Redis, if one answers). */
const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379/9';

async function redisAvailable(url, quiet) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (!quiet) console.error(`Redis at TEST_REDIS_URL did not answer: ${error.message}`);
    return false;
  } finally {
    client.disconnect();
  }
}

const testTotals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests' names and first message lines, repeated in the summary so the end of the log says what failed. */
const failures = [];
/** The slowest test files of each vitest step (from its JSON report), printed with the summary. */
const slowest = [];
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
    const files = (json.testResults ?? []).map((f) => ({ name: f.name, seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }));
    for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 5)) slowest.push(`${name}: ${f.name.replace(process.cwd() + '/', '')} ${Math.round(f.seconds)}s`);
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${file.name}: ${firstLine(file.message)}`);
      for (const t of failedTests) failures.push(`${file.name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  } else if (!ok) {
    testTotals.failed += 1;
  }
  return ok;
}

function firstLine(message) {
  return String(message ?? '').split('\n').find((line) => line.trim()) ?? '';
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

// Redis (REDIS_URL) variants: *.redis.test.ts on PGlite, and with PostgreSQL also *.redis.pg.test.ts (two instances).
if (!env.TEST_REDIS_URL && (await redisAvailable(DEFAULT_TEST_REDIS_URL, true))) env.TEST_REDIS_URL = DEFAULT_TEST_REDIS_URL;
if (env.TEST_REDIS_URL) {
  if (await redisAvailable(env.TEST_REDIS_URL, false)) {
    console.log(`Redis tests use ${env.TEST_REDIS_URL}.`);
    projects.push('server-redis');
    if (projects.includes('server-pg')) projects.push('server-redis-pg');
  } else failed++;
} else if (env.REQUIRE_REDIS === '1') {
  console.error(`REQUIRE_REDIS=1 but TEST_REDIS_URL is not set and no Redis answers at ${DEFAULT_TEST_REDIS_URL}.`);
  failed++;
} else {
  console.log('No Redis (TEST_REDIS_URL): the REDIS_URL variants are not tested.');
}

run('lint', 'npm', ['run', '--silent', 'lint']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('audit', process.execPath, ['scripts/audit.mjs']);
const browserReady = run('chromium', process.execPath, ['scripts/ensure-chromium.mjs']);
const built = run('build', 'npm', ['run', '--silent', 'build']);
vitest('unit and server tests', projects);
// The native shell: `cap sync android` of the committed Android project with the fresh build (no Android SDK needed).
if (built) run('native shell', 'npm', ['run', '--silent', 'check', '-w', '@kickoff/mobile']);
// Browser tests run on their own so server tests' CPU load does not make them flaky.
if (browserReady && built) vitest('browser tests', ['e2e']);
else {
  console.error('Browser tests cannot run (no Chromium or no build): failing.');
  failed++;
}

console.log('\n=== summary');
for (const s of slowest) console.log(`slow: ${s}`);
for (const s of steps) console.log(s);
for (const f of failures) console.log(`failed: ${f.replace(process.cwd() + '/', '').slice(0, 400)}`);
console.log(`steps: ${passed} passed, ${failed} failed, ${Math.round((Date.now() - startedAt) / 1000)}s in all`);
console.log(`tests: ${testTotals.passed} passed, ${testTotals.failed} failed, ${testTotals.skipped} skipped`);
process.exit(failed ? 1 : 0);
