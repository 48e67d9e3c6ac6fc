/**
 * Starts Kickoff on the demo data folder; on an empty database it first seeds the demo community through the API.
 * Run by scripts/demo.mjs (npm run demo), which sets DATA_DIR and the test phone numbers.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { users } from '@kickoff/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { DEMO_CODE, DEMO_MEMBER_PHONE, DEMO_ORGANIZER_PHONE, PEOPLE } from './people.mjs';
import { seedDemo } from './seed';

const quiet = process.argv.includes('--quiet');
const say = (line: string) => {
  if (!quiet) console.log(line);
};

// The seed signs up its whole community from one address within a minute: no spam brakes (issue 34) unless asked.
const config = loadConfig({ SPAM_BRAKES: 'off', ...process.env });
const app = await buildApp({ config });
await app.ready();

// Seed only an empty database; the marker tells a finished seeding from one that stopped half-way.
const marker = path.join(config.DATA_DIR, 'demo-seeded');
const [{ n } = { n: 0 }] = await app.db.select({ n: count() }).from(users);
if (Number(n) > 0 && !existsSync(marker)) {
  console.error(`The demo data in ${config.DATA_DIR} is incomplete (an earlier seeding stopped). Delete that folder and run again.`);
  await app.close();
  process.exit(1);
}
if (Number(n) === 0) {
  say(`Seeding the demo community into ${config.DATA_DIR} ...`);
  const started = Date.now();
  const summary = await seedDemo(app, say);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  say(`  done in ${Math.round((Date.now() - started) / 1000)} s: ${summary.users} people, ${summary.groups} groups, ${summary.events} events.`);
} else {
  say(`Using the demo data in ${config.DATA_DIR} (${n} people). Delete that folder to start over.`);
}

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: config.PORT, host: config.HOST });
say(`
  Kickoff is full of life on ${config.publicUrl}

  Sign in with a test phone number (no SMS is sent), code ${DEMO_CODE}:
    organizer  ${PEOPLE[0]![0]} ${PEOPLE[0]![1]}  ${DEMO_ORGANIZER_PHONE}
    member     ${PEOPLE[1]![0]} ${PEOPLE[1]![1]}  ${DEMO_MEMBER_PHONE}
  Everyone else: +1512555 0102 to 0139, same code.
`);
