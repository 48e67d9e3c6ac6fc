/**
 * Build step (issue 27, point 5): fewer chunks for the pages, each budgeted page still loading only its own code.
 *
 * The bundler puts each module in a chunk with the modules loaded by exactly the same lazy modules, and a screen's
 * lazy dialogs, cards and panels count as much as the screens: a signed-in route loaded 58-92 chunks (a third of them
 * one icon or a 200-byte helper), each one request and one `<link rel=modulepreload>` inserted by Vite's preload
 * helper (docs/performance.md, docs/decisions.md "Fewer chunks for the pages").
 *
 * So the build runs twice. A first, silent build (no files written) gives the bundler's own chunks, each labelled with
 * the lazy modules that load it at once. In the real build, a small chunk joins the chunk of the same main pages
 * (MAIN_PAGES: they then load exactly the same modules, in fewer files) while no other page or lazy part comes to load
 * more than EXTRA_BYTES it does not use. The entry's chunks and the libraries' groups of vite.config.ts stay as they are.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Set by the first build, so that its own config leaves this step (and the other build steps) out. */
export const PROBE_ENV = 'KICKOFF_CHUNK_PROBE';
export const probing = () => process.env[PROBE_ENV] === '1';

/** A lazy module of src/app is a page (a route, a layout, /explore's hydration). */
const isPage = (id: string | null) => !!id && /[\\/]src[\\/]app[\\/][^\\/]+(?:[\\/][^\\/]+)?\.tsx$/.test(id);

/** The pages with a budget in scripts/perf-web.mjs and their layouts: small chunks are grouped by these alone. */
const MAIN_PAGES = new Set(['layouts', 'visitor-layout', 'landing', 'explore', 'dashboard', 'events', 'event-detail', 'groups', 'group-detail', 'create-event', 'profile']);

/** Chunks under this size (minified bytes) may join the chunk of the same main pages... */
const SMALL_BYTES = 3000;
/** ...while no other page loads more than this (minified, ~1.5 KB gzip) of code it does not use. */
const EXTRA_BYTES = 6000;

/** Module id -> its chunk's name in the real build, from the first build's chunks (exported for the unit test). */
export function pageSetsOf(chunks: Rollup.OutputChunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const lazyTargets = new Set(chunks.flatMap((c) => c.dynamicImports));
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    visit(start);
    return seen;
  };
  const loadedByEntries = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  // Every lazy module counts: a page (a route, a layout of src/app, named after it) and each lazy part (a dialog, the
  // bell's panel, the header's menus: named after its chunk), so that a part loaded after the first paint on every page
  // does not come to load another page's code with it.
  const pages = chunks.filter((c) => lazyTargets.has(c.fileName)).sort((a, b) => a.fileName.localeCompare(b.fileName));
  const setOf = new Map<string, string[]>();
  for (const page of pages) {
    const name = isPage(page.facadeModuleId) ? path.basename(page.facadeModuleId!).replace(/\.tsx$/, '') : page.name;
    for (const file of closure(page.fileName)) {
      // The page's own chunk, its lazy parts' chunks and the entry's stay whole.
      if (file === page.fileName || loadedByEntries.has(file) || lazyTargets.has(file)) continue;
      setOf.set(file, [...(setOf.get(file) ?? []), name]);
    }
  }
  // Chunks loaded by the same modules share a label (the bundler has mostly merged those already).
  const labels = new Map([...setOf].map(([file, names]) => [file, names.join('+')]));
  const members = new Map<string, string[]>();
  for (const [file, l] of labels) members.set(l, [...(members.get(l) ?? []), file]);
  // Then small chunks go with the chunks of the same main pages (the pages with a budget, which then load exactly
  // what they did), as long as no other page or lazy part loads more than EXTRA_BYTES (minified) it does not use.
  const size = (file: string) => byFile.get(file)!.code.length;
  // What each page loads of a group's chunks without using it: a page that uses one of them loads them all.
  const unused = (files: string[]) => {
    const bytes = new Map<string, number>();
    for (const page of new Set(files.flatMap((f) => setOf.get(f)!))) {
      bytes.set(page, files.filter((f) => !setOf.get(f)!.includes(page)).reduce((sum, f) => sum + size(f), 0));
    }
    return bytes;
  };
  const extra = new Map<string, number>();
  for (const file of [...setOf.keys()].filter((f) => size(f) < SMALL_BYTES).sort((x, y) => size(x) - size(y) || x.localeCompare(y))) {
    const main = setOf.get(file)!.filter((n) => MAIN_PAGES.has(n));
    if (!main.length) continue;
    const target = main.join('+');
    if (labels.get(file) === target) continue;
    const before = unused(members.get(target) ?? []);
    const after = unused([...(members.get(target) ?? []), file]);
    const total = (page: string) => (extra.get(page) ?? 0) - (before.get(page) ?? 0) + (after.get(page) ?? 0);
    if ([...after.keys()].some((page) => total(page) > EXTRA_BYTES)) continue;
    for (const page of after.keys()) extra.set(page, total(page));
    members.set(labels.get(file)!, members.get(labels.get(file)!)!.filter((f) => f !== file));
    members.set(target, [...(members.get(target) ?? []), file]);
    labels.set(file, target);
  }
  const count = new Map<string, number>();
  for (const l of labels.values()) count.set(l, (count.get(l) ?? 0) + 1);
  const modules = new Map<string, string>();
  for (const [file, l] of labels) {
    if (count.get(l)! < 2) continue; // alone with its label: the chunk stays as the bundler made it
    const names = l.split('+');
    const name = names.length <= 3 ? names.join('+') : `${names.slice(0, 2).join('+')}+${names.length - 2}-${createHash('sha256').update(l).digest('hex').slice(0, 6)}`;
    for (const id of byFile.get(file)!.moduleIds) modules.set(id, `pages-${name}`);
  }
  return modules;
}

/** Module id -> chunk name, found by the first build (empty until then, and in `npm run dev`). */
const pageSets = new Map<string, string>();

/** Runs the first build before the real one (vite.config.ts adds `pageChunksGroup` to the real one's chunking). */
export function pageChunks(): Plugin {
  return {
    name: 'kickoff-page-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !probing(),
    async config(config, env) {
      const { build } = await import('vite');
      process.env[PROBE_ENV] = '1';
      let result;
      try {
        result = await build({
          configFile: path.join(import.meta.dirname, 'vite.config.ts'),
          root: config.root,
          mode: env.mode,
          logLevel: 'silent',
          build: { write: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[PROBE_ENV];
      }
      const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
      pageSets.clear();
      for (const [id, name] of pageSetsOf(output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk'))) pageSets.set(id, name);
    },
  };
}

/**
 * The real build's group of those modules. Their imports are in the same chunk, in a chunk of a wider set of pages or
 * in the entry's, so the group takes no module's imports with it (that would move other pages' code into the chunk).
 */
export const pageChunksGroup = {
  debugName: 'pages',
  name: (id: string) => pageSets.get(id) ?? null,
  test: (id: string) => pageSets.has(id),
  includeDependenciesRecursively: false,
};
