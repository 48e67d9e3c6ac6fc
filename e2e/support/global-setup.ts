/** Starts the real built server on a free port with a fresh data folder for the browser tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailStandIn } from './mail-stand-in';
import { freshDatabase } from './pg-database';
import { startStripeStandIn } from '../../scripts/stripe-stand-in';

const root = path.resolve(import.meta.dirname, '../..');

export const E2E_CODE = '123456';
export const E2E_PHONE_PREFIX = '+1201556';
export const E2E_PHONE_COUNT = 3000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForReady(url: string, child: ChildProcess, logs: string[]) {
  // Two shared cores can be very busy (at load ~20 two minutes were not enough): give the server five minutes to
  // apply migrations and start. The wait ends as soon as it answers.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/readyz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${logs.join('')}`);
}

/**
 * The server's database: with TEST_DATABASE_URL set (CI, `npm test` with PostgreSQL), a fresh PostgreSQL database on
 * that server, dropped at the end; else PGlite in the run's data folder. E2E_DATABASE=pglite keeps PGlite anyway.
 * PostgreSQL answers the browser tests' requests with less CPU than PGlite's WebAssembly in the server's own process,
 * which on two cores is CPU the browser then has; the PGlite server is what every server test also runs on.
 */
async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server || process.env.E2E_DATABASE === 'pglite') return { url: '', drop: async () => {} };
  return freshDatabase(server, `kickoff_e2e_${process.pid}`);
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests (npm test does).');
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-e2e-'));
  const numbers = Array.from({ length: E2E_PHONE_COUNT }, (_, i) => `${E2E_PHONE_PREFIX}${String(i).padStart(4, '0')}:${E2E_CODE}`).join(',');
  // Mail goes over real SMTP to a local stand-in that files each message where the tests read the codes.
  const mailDir = path.join(dataDir, 'mail');
  const mail = await startMailStandIn(mailDir);
  // Online payments (issue 29) through the local Stripe stand-in (its hosted Checkout and onboarding pages): a free
  // event, and a paid one in a group without a payout account, look as they do without payments.
  const stripe = await startStripeStandIn({ host: '127.0.0.1', webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`, webhookSecret: 'whsec_e2e' });
  const database = await serverDatabase();
  const logs: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
      AUTH_TEST_PHONE_NUMBERS: numbers,
      SMTP_URL: mail.url,
      MAIL_FROM: 'Kickoff <no-reply@kickoff.test>',
      // Every browser test signs up new accounts from 127.0.0.1: the spam brakes (issue 34) have their server tests.
      SPAM_BRAKES: 'off',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child, logs);
  project.provide('baseURL', baseURL);
  // Spec files run one after another on one server: a shared counter gives every signed-in user a number of its own.
  const phoneCounterFile = path.join(dataDir, 'phone-counter');
  writeFileSync(phoneCounterFile, '0');
  project.provide('phoneCounterFile', phoneCounterFile);
  project.provide('mailDir', mailDir);
  return async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await mail.close();
    await stripe.close();
    await database.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    phoneCounterFile: string;
    /** Where the mail stand-in files every message the server sent (mail-stand-in.ts). */
    mailDir: string;
  }
}
