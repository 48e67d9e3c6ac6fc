#!/usr/bin/env node
// Makes sure a Chromium for the browser tests exists: CHROME_PATH, else /usr/bin/chromium, else installs
// Debian's chromium with apt-get when running as root. Never a silent skip: without a browser this fails.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
/** Sport emojis render as boxes without a colour emoji font; install it when we can (screenshots). */
function ensureEmojiFont() {
  if (existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf')) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return;
  try {
    execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-color-emoji', { stdio: 'ignore' });
  } catch {
    console.log('chromium: colour emoji font not installed (screenshots show boxes for emojis)');
  }
}

if (found) {
  console.log(`chromium: ${found}`);
  ensureEmojiFont();
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('chromium: not found, installing Debian chromium with apt-get ...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('chromium: apt-get install failed');
    process.exit(1);
  }
  if (existsSync('/usr/bin/chromium')) {
    ensureEmojiFont();
    process.exit(0);
  }
}
console.error(
  'No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
    'or set CHROME_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
