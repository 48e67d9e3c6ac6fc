/**
 * The permission matrix (issue 9): every API route x every caller kind against the real app (see matrix/table.ts).
 * Read rows run on one fixture world; mutating rows run each cell on a fresh group world of its own, after
 * every read row. A route registered in Fastify but missing from the table fails the coverage test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart } from './helpers/groups';
import { EXCLUDED, TABLE, type Row } from './matrix/table';
import { buildGroupWorld, buildWorld, CALLERS, type Caller, type World } from './matrix/world';

/** Every route the app registers, as Fastify reports it (hidden ones included). */
const registered: { method: string; path: string }[] = [];

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp({
    env: { JOBS_WORKER: 'false' },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method: String(method), path: route.url });
    },
  });
  world = await buildWorld(t.app);
}, 120_000);
afterAll(async () => t?.close());

async function runCell(row: Row, caller: Caller): Promise<number> {
  const groupWorld = row.mutates && !row.self ? await buildGroupWorld(t.app, world.people, row.world !== 'public') : world[row.world ?? 'private'];
  const spec = row.request(groupWorld, world.people, world);
  const auth = caller === 'anonymous' ? {} : world.people[caller].headers;
  if (spec.form) {
    const form = multipart(spec.form);
    const res = await t.app.inject({ method: row.method, url: spec.url, headers: { ...auth, ...form.headers }, payload: form.payload });
    return res.statusCode;
  }
  const res = await t.app.inject({
    method: row.method,
    url: spec.url,
    headers: auth,
    ...(spec.payload === undefined ? {} : { payload: spec.payload as Record<string, unknown> }),
  });
  if (res.statusCode >= 500) throw new Error(`${row.method} ${spec.url} as ${caller}: ${res.statusCode} ${res.body}`);
  return res.statusCode;
}

const label = (row: Row) => `${row.method} ${row.path}${row.world ? ` (${row.world} group)` : ''}`;

describe('permission matrix', () => {
  it('lists every registered API route (coverage)', () => {
    expect(registered.length).toBeGreaterThan(50);
    const listed = new Set(TABLE.map((row) => `${row.method} ${row.path}`));
    const missing = registered
      .filter((r) => !EXCLUDED.some((x) => x.match(r.method, r.path)))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !listed.has(key));
    expect([...new Set(missing)]).toEqual([]);
    // ...and no row names a route that does not exist.
    const existing = new Set(registered.map((r) => `${r.method} ${r.path}`));
    expect(TABLE.map((row) => `${row.method} ${row.path}`).filter((key) => !existing.has(key))).toEqual([]);
  });

  const ordered = [...TABLE.filter((row) => !row.mutates), ...TABLE.filter((row) => row.mutates)];
  for (const row of ordered) {
    it(label(row), async () => {
      const actual: Record<string, number> = {};
      // Cells of a row are independent (mutating ones have their own group world): run them together.
      const codes = await Promise.all(CALLERS.map((caller) => runCell(row, caller)));
      CALLERS.forEach((caller, i) => (actual[caller] = codes[i]!));
      const show = (c: Record<string, number>) => CALLERS.map((k) => `${k}=${c[k]}`).join(' ');
      const wanted = show(row.expect as unknown as Record<string, number>);
      if (show(actual) !== wanted) throw new Error(`cells differ\n  actual:   ${show(actual)}\n  expected: ${wanted}`);
    });
  }
});
