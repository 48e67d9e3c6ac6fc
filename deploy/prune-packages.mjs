/**
 * Run by the Dockerfile's `packages` stage after `npm ci --omit=dev --workspace=@kickoff/server`: npm still installs
 * the packages its lockfile marks `devOptional` (in the tree through a development tool, or as some package's optional
 * peer: vite, vitest, jsdom, drizzle-kit come in as better-auth's optional peers) and the optional platform binaries
 * of those (rolldown's, lightningcss's). This removes them: every `devOptional` entry, then every `optional` entry
 * that no remaining package depends on (sharp's own libvips binaries stay, sharp needs them).
 */
import { readFileSync, rmSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
// Hoisted (node_modules/x) and nested (apps/server/node_modules/x, node_modules/a/node_modules/x) installs alike.
const entries = Object.entries(lock.packages).filter(([path]) => path.includes('node_modules/'));
const nameOf = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
const removed = new Set(entries.filter(([, entry]) => entry.devOptional).map(([path]) => path));

for (let changed = true; changed; ) {
  changed = false;
  const wanted = new Set();
  for (const [path, entry] of entries) {
    if (removed.has(path)) continue;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) wanted.add(name);
  }
  for (const [name, entry] of Object.entries(lock.packages)) {
    if (name.includes('node_modules/')) continue;
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) wanted.add(dep);
  }
  for (const [path, entry] of entries) {
    if (entry.optional && !removed.has(path) && !wanted.has(nameOf(path))) {
      removed.add(path);
      changed = true;
    }
  }
}
for (const path of removed) rmSync(path, { recursive: true, force: true });
console.log(`removed ${removed.size} packages that the server never loads`);
