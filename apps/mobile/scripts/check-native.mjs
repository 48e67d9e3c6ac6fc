/**
 * CI's native shell step: `cap sync android` on the committed Android project (apps/mobile/android), which needs no
 * Android SDK, then checks what it produced: the built web app copied into the assets, every Capacitor plugin of
 * package.json registered and wired into Gradle, the manifest's permissions. Finally, in a git checkout, the sync must
 * have left git's view of the project as it was: a plugin added to package.json without `npm run sync -w
 * @kickoff/mobile` (and a commit of the result) fails here. Exits non-zero on any problem.
 *   npm run build -w @kickoff/web && npm run check -w @kickoff/mobile
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mobileDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const androidDir = path.join(mobileDir, 'android');
const webDist = path.resolve(mobileDir, '../web/dist');

const fail = (message) => {
  console.error(`Native shell check failed:\n${message}`);
  process.exit(1);
};

if (!existsSync(path.join(webDist, 'index.html'))) fail(`  - no built web app at ${webDist}: run \`npm run build\` first.`);
if (!existsSync(path.join(androidDir, 'app/src/main/AndroidManifest.xml'))) {
  fail('  - no Android project at apps/mobile/android: it is committed (`npx cap add android` made it once).');
}

// What git sees in the project before the sync: the sync may change only ignored, generated files.
const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: mobileDir, encoding: 'utf8' }).stdout?.trim() === 'true';
const git = (...args) => spawnSync('git', args, { cwd: androidDir, encoding: 'utf8' }).stdout;
const gitState = () => (inGit ? `${git('status', '--porcelain', '--untracked-files=all', '--', '.')}\n${git('diff', '--', '.')}` : '');
const before = gitState();

execFileSync(process.execPath, [path.join(mobileDir, '../../node_modules/@capacitor/cli/bin/capacitor'), 'sync', 'android'], {
  cwd: mobileDir,
  stdio: 'inherit',
  // No KICKOFF_SERVER_URL here: the bundled files are what the check is about.
  env: { ...process.env, CI: '1', KICKOFF_SERVER_URL: '' },
});

const problems = [];
const main = path.join(androidDir, 'app/src/main');
const expectFile = (file, what) => {
  if (!existsSync(path.join(main, file))) problems.push(`missing ${what}: ${file}`);
};
expectFile('assets/public/index.html', 'the web app');
expectFile('assets/capacitor.config.json', 'the Capacitor config');
const config = existsSync(path.join(main, 'assets/capacitor.config.json')) ? JSON.parse(readFileSync(path.join(main, 'assets/capacitor.config.json'), 'utf8')) : {};
if (config.appId !== 'app.kickoff.mobile') problems.push(`capacitor.config.json has appId ${config.appId}`);

const builtIndex = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const copiedIndex = existsSync(path.join(main, 'assets/public/index.html')) ? readFileSync(path.join(main, 'assets/public/index.html'), 'utf8') : '';
if (copiedIndex !== builtIndex) problems.push('the copied web app is not the fresh build');

const wanted = Object.keys(JSON.parse(readFileSync(path.join(mobileDir, 'package.json'), 'utf8')).dependencies).filter(
  (name) => name.startsWith('@capacitor/') && !['@capacitor/cli', '@capacitor/core', '@capacitor/android'].includes(name),
);
const pluginsFile = path.join(main, 'assets/capacitor.plugins.json');
const registered = existsSync(pluginsFile) ? JSON.parse(readFileSync(pluginsFile, 'utf8')).map((p) => p.pkg) : [];
const settings = readFileSync(path.join(androidDir, 'capacitor.settings.gradle'), 'utf8');
const build = readFileSync(path.join(androidDir, 'app/capacitor.build.gradle'), 'utf8');
for (const name of wanted) {
  if (!registered.includes(name)) problems.push(`plugin not registered: ${name}`);
  const gradleName = `capacitor-${name.slice('@capacitor/'.length)}`;
  if (!settings.includes(`':${gradleName}'`)) problems.push(`capacitor.settings.gradle lacks ${gradleName}`);
  if (!build.includes(`project(':${gradleName}')`)) problems.push(`app/capacitor.build.gradle lacks ${gradleName}`);
}

const manifest = readFileSync(path.join(main, 'AndroidManifest.xml'), 'utf8');
for (const permission of ['INTERNET', 'ACCESS_COARSE_LOCATION', 'ACCESS_FINE_LOCATION']) {
  if (!manifest.includes(`android.permission.${permission}`)) problems.push(`AndroidManifest.xml lacks ${permission}`);
}
const paths = readFileSync(path.join(main, 'res/xml/file_paths.xml'), 'utf8');
if (!paths.includes('<cache-path')) problems.push('file_paths.xml shares no cache path (Add to calendar shares a cached .ics)');

const after = gitState();
if (after !== before) {
  problems.push(`cap sync changed the committed project: run \`npm run sync -w @kickoff/mobile\` and commit the result.\n${after}`);
}

if (problems.length) fail(problems.map((p) => `  - ${p}`).join('\n'));
console.log(`Native shell check passed: the committed Android project synced with the web app and ${wanted.length} plugins.`);
