/**
 * Does what `npx cap add android` + `npx cap sync android` do in CI, without the Android SDK, in a scratch copy
 * of this app (so the working tree stays clean), then checks the generated project: the web app copied into
 * the assets, every Capacitor plugin registered, the manifest present. Exits non-zero on any problem.
 *   node apps/mobile/scripts/check-native.mjs            (builds nothing; needs apps/web/dist from `npm run build`)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mobileDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(mobileDir, '../web/dist');
const keep = process.argv.includes('--keep');

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No built web app at ${webDist}: run \`npm run build\` first.`);
  process.exit(1);
}

// Inside apps/mobile so @capacitor/* resolve from the workspace's node_modules.
const scratch = mkdtempSync(path.join(mobileDir, '.cap-check-'));
const problems = [];
try {
  cpSync(path.join(mobileDir, 'package.json'), path.join(scratch, 'package.json'));
  cpSync(path.join(mobileDir, 'capacitor.config.ts'), path.join(scratch, 'capacitor.config.ts'));
  // The scratch folder is one level deeper: point webDir at the same build.
  const config = readFileSync(path.join(scratch, 'capacitor.config.ts'), 'utf8').replace("webDir: '../web/dist'", `webDir: ${JSON.stringify(webDist)}`);
  writeFileSync(path.join(scratch, 'capacitor.config.ts'), config);
  const cap = (...args) =>
    execFileSync(process.execPath, [path.join(mobileDir, '../../node_modules/@capacitor/cli/bin/capacitor'), ...args], {
      cwd: scratch,
      stdio: 'inherit',
      env: { ...process.env, CI: '1' },
    });
  cap('add', 'android');
  cap('sync', 'android');

  const main = path.join(scratch, 'android/app/src/main');
  const expectFile = (file, what) => {
    if (!existsSync(path.join(main, file))) problems.push(`missing ${what}: ${file}`);
  };
  expectFile('AndroidManifest.xml', 'Android manifest');
  expectFile('assets/public/index.html', 'the web app');
  expectFile('assets/capacitor.config.json', 'the Capacitor config');
  const pluginsFile = path.join(main, 'assets/capacitor.plugins.json');
  const plugins = existsSync(pluginsFile) ? JSON.parse(readFileSync(pluginsFile, 'utf8')).map((p) => p.pkg) : [];
  for (const name of ['app', 'camera', 'geolocation', 'haptics', 'push-notifications', 'share', 'splash-screen', 'status-bar']) {
    if (!plugins.includes(`@capacitor/${name}`)) problems.push(`plugin not registered: @capacitor/${name}`);
  }
  const settings = readFileSync(path.join(scratch, 'android/capacitor.settings.gradle'), 'utf8');
  if (!settings.includes('capacitor-push-notifications')) problems.push('capacitor.settings.gradle lacks the push plugin');
} finally {
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`Native shell check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Native shell check passed: Android project generated and synced with the web app and 8 plugins.');
