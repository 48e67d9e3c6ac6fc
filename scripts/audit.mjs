#!/usr/bin/env node
// `npm audit --omit=dev` for `npm test` (issue 9): fails on any high or critical advisory in the production
// dependencies. When the registry's audit endpoint cannot be reached (this workplace's registry mirror answers
// 405 to the bulk advisory call), it says so loudly and passes, unless REQUIRE_AUDIT=1 asks for a real answer.
import { spawnSync } from 'node:child_process';

const res = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(res.stdout);
} catch {
  report = null;
}

const endpointError = !report || report.error || report.statusCode || !report.metadata;
if (endpointError) {
  const why = report?.message ?? report?.error?.summary ?? report?.error?.code ?? (res.stderr || 'no answer').trim().split('\n').pop();
  console.warn(`npm audit: the advisory endpoint did not answer (${why}).`);
  if (process.env.REQUIRE_AUDIT === '1') {
    console.error('REQUIRE_AUDIT=1: failing because no audit result could be obtained.');
    process.exit(1);
  }
  console.warn('npm audit: NOT CHECKED on this machine; run `npm audit --omit=dev` where the registry serves advisories.');
  process.exit(0);
}

const counts = report.metadata.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${v.severity}: ${name} (${v.range})`);
  }
  process.exit(1);
}
