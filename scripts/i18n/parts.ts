/**
 * Which part of the compiled catalogs each key goes to (issue 30, "only what the route needs"): `npm run i18n:compile`
 * splits every language's catalog in three, from where the code uses each key:
 *
 * - `shell`: keys of the web's first load of the landing: the files the entry (apps/web/src/main.tsx) and the landing
 *   route import statically, following imports file by file (a barrel's named imports to the files that define them,
 *   as the bundler's tree shaking does), plus the lazy modules the landing shows without waiting (`SHELL_LAZY`);
 * - `web`: every other key the web or the shared code uses: loaded before any other route renders (the router's lazy
 *   routes and the landing's lazy parts wait for it; apps/web/src/lib/i18n.ts `wholeCatalog`);
 * - `server`: keys only the server uses (notifications, emails): never loaded by the browser.
 *
 * A dynamic import reached from the shell's files must be listed in `SHELL_LAZY` (its files join the shell) or in
 * `WAITS_FOR_WEB` (its loader waits for the web part): anything else fails the compile, so a new lazy module on the
 * landing cannot show untranslated words unnoticed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isUsed, ROOT, sourceTexts } from './check';

export type CatalogPart = 'shell' | 'web' | 'server';
export const CATALOG_PARTS: CatalogPart[] = ['shell', 'web', 'server'];

const WEB = path.join(ROOT, 'apps/web/src');
const SHARED = path.join(ROOT, 'packages/shared/src');
/** The first load of the landing. */
const SHELL_ROOTS = ['main.tsx', 'app/routes/landing.tsx'];
/** Lazy modules reached from the shell whose words join the shell (they show on the landing without waiting). */
const SHELL_LAZY = [
  'lib/offline/install.ts',
  'lib/offline/forget.ts',
  'lib/web-push-subscription.ts',
  'lib/native-push-token.ts',
  // Spanish's loaders of the parts below (no words of its own).
  'lib/i18n-spanish.ts',
  // `cn`, imported early to build tailwind-merge's tables in a task of their own (no words).
  'lib/utils.ts',
];
/** Lazy modules reached from the shell whose loaders wait for the web part (routes, layouts, the landing's lazy parts). */
const WAITS_FOR_WEB = [
  'app/routes/',
  'app/layouts.tsx',
  'app/visitor-layout.tsx',
  'app/explore-hydration.tsx',
  'features/auth/index.ts',
  'components/ui/toaster.tsx',
];

interface Source {
  text: string;
  /** Static imports: target file -> the names imported ('*': the whole module). */
  imports: Map<string, Set<string>>;
  /** `export { a as b } from`: exported name -> [target file, its name]; `export * from` targets. */
  reexports: Map<string, [string, string]>;
  starExports: string[];
  /** Names the file itself declares as exports. */
  declares: Set<string>;
  /** Only re-exports (an index.ts): named imports go on to the files that define them. */
  barrel: boolean;
  dynamicImports: string[];
}

function resolveSpecifier(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(WEB, spec.slice(2));
  else if (spec === '@kickoff/shared') base = path.join(SHARED, 'index.ts');
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package, or the catalogs themselves (@kickoff/shared/i18n/...)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The runtime names of an import or export list (`{ a, type B, c as d }`): [their name, our name]; types left out. */
function names(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [theirs, ours] = s.split(/\s+as\s+/);
      return [theirs!.trim(), (ours ?? theirs)!.trim()];
    });
}

const cache = new Map<string, Source>();
function read(file: string): Source {
  const cached = cache.get(file);
  if (cached) return cached;
  const text = readFileSync(file, 'utf8');
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const source: Source = { text, imports: new Map(), reexports: new Map(), starExports: [], declares: new Set(), barrel: true, dynamicImports: [] };
  const addImport = (spec: string, imported: string[] | '*') => {
    const target = resolveSpecifier(file, spec);
    if (!target) return;
    const set = source.imports.get(target) ?? new Set<string>();
    for (const n of imported === '*' ? ['*'] : imported) set.add(n);
    source.imports.set(target, set);
  };
  // import x from, import * as x from, import { a } from, import x, { a } from, import 'x'
  for (const match of code.matchAll(/^\s*import\s+(?!type\s)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const clause = match[1]!;
    const spec = match[2]!;
    const braces = /\{([\s\S]*)\}/.exec(clause);
    const named = braces ? names(braces[1]!).map(([theirs]) => theirs) : [];
    const rest = clause.replace(/\{[\s\S]*\}/, '').replace(/,/g, ' ').trim();
    if (rest.startsWith('*')) addImport(spec, '*');
    else if (rest) addImport(spec, [...named, 'default']);
    else if (named.length) addImport(spec, named);
  }
  for (const match of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) addImport(match[1]!, '*');
  for (const match of code.matchAll(/^\s*export\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)) {
    const target = resolveSpecifier(file, match[2]!);
    if (target) for (const [theirs, ours] of names(match[1]!)) source.reexports.set(ours, [target, theirs]);
  }
  for (const match of code.matchAll(/^\s*export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)) {
    const target = resolveSpecifier(file, match[1]!);
    if (target) source.starExports.push(target);
  }
  for (const match of code.matchAll(/^\s*export\s+(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm)) {
    source.declares.add(match[1]!);
  }
  for (const match of code.matchAll(/^\s*export\s+(?!type\s)\{([^}]*)\}\s*;?\s*$/gm)) for (const [, ours] of names(match[1]!)) source.declares.add(ours);
  if (/^\s*export\s+default\b/m.test(code)) source.declares.add('default');
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveSpecifier(file, match[1]!);
    if (target) source.dynamicImports.push(target);
  }
  // A barrel: every statement is an import or a re-export.
  const statements = code
    .split(/;\s*\n|\n(?=\s*(?:export|import)\b)/)
    .map((s) => s.trim())
    .filter(Boolean);
  source.barrel = statements.every((s) => /^(export\s+(type\s+)?(\*|\{[\s\S]*\})\s+from\s|import\s|export\s+type\s)/.test(s));
  cache.set(file, source);
  return source;
}

/** Whether `file` exports `name` (declared there, or re-exported). */
function exportsName(file: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  if (source.declares.has(name) || source.reexports.has(name)) return true;
  return source.starExports.some((target) => exportsName(target, name, seen));
}

/** The files a set of roots loads statically, and the dynamic imports those files make. */
function staticClosure(roots: string[]): { files: Set<string>; dynamic: Set<string> } {
  const files = new Set<string>();
  const dynamic = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, wanted: Set<string> | '*') => {
    const source = read(file);
    if (!source.barrel || wanted === '*' || wanted.has('*')) {
      if (visited.has(`${file}#*`)) return;
      visited.add(`${file}#*`);
      files.add(file);
      for (const target of source.dynamicImports) dynamic.add(target);
      for (const [target, imported] of source.imports) visit(target, imported);
      for (const [target, theirs] of source.reexports.values()) visit(target, new Set([theirs]));
      for (const target of source.starExports) visit(target, '*');
      return;
    }
    // A barrel: each name goes on to the file that defines it.
    for (const name of wanted) {
      if (visited.has(`${file}#${name}`)) continue;
      visited.add(`${file}#${name}`);
      const direct = source.reexports.get(name);
      if (direct) {
        visit(direct[0], new Set([direct[1]]));
        continue;
      }
      const target = source.starExports.find((t) => exportsName(t, name));
      if (target) visit(target, new Set([name]));
      // A name no file exports (a type imported without `type`): nothing to load.
    }
  };
  for (const root of roots) visit(root, '*');
  return { files, dynamic };
}

/** The shell's files and the lazy modules they import; throws on a dynamic import from them that is in neither list. */
function shellGraph(): { files: Set<string>; lazy: Set<string> } {
  const web = (rel: string) => path.join(WEB, rel);
  const { files, dynamic } = staticClosure([...SHELL_ROOTS, ...SHELL_LAZY].map(web));
  const lazy = new Set([...dynamic].filter((file) => !files.has(file) && !SHELL_LAZY.includes(path.relative(WEB, file))));
  const unknown = [...lazy].filter((file) => {
    const rel = path.relative(WEB, file);
    return !WAITS_FOR_WEB.some((w) => rel === w || (w.endsWith('/') && rel.startsWith(w)));
  });
  if (unknown.length) {
    throw new Error(
      `scripts/i18n/parts.ts: the landing's first load imports ${unknown.map((f) => path.relative(ROOT, f)).join(', ')} lazily: ` +
        "list it in SHELL_LAZY (its words join the shell) or WAITS_FOR_WEB (and load it with withCatalog('<its name>', ...))",
    );
  }
  return { files, lazy };
}

/** The shell's files; throws on a dynamic import from them that is in neither list. */
export function shellFiles(): Set<string> {
  return shellGraph().files;
}

/** A lazy module's part name: its file's name without the extension (an index: its folder's). */
export function partName(file: string): string {
  const segments = path.relative(WEB, file).replace(/\\/g, '/').replace(/\.tsx?$/, '').split('/');
  return (segments.at(-1) === 'index' ? segments.at(-2) : segments.at(-1))!;
}

/**
 * The lazy modules the shell loads (routes, layouts, the landing's lazy parts, the toaster), by part name, each with
 * the files its part covers: its static imports and, recursively, the modules it imports lazily itself (a dialog
 * loaded on opening shows with the words its route loaded). Throws when a loader in the shell's files does not wait
 * for the module's part: every `import('<a lazy module>')` there must read `withCatalog('<its name>', () => import(...))`
 * (apps/web/src/lib/i18n.ts), so a route can never render before its words.
 */
export function lazyModules(): Map<string, Set<string>> {
  const { files, lazy } = shellGraph();
  const out = new Map<string, Set<string>>();
  for (const entry of [...lazy].sort()) {
    const name = partName(entry);
    if (out.has(name)) throw new Error(`scripts/i18n/parts.ts: two lazy modules are named "${name}" (rename one)`);
    const covered = new Set<string>();
    const queue = [entry];
    const started = new Set<string>();
    while (queue.length) {
      const next = queue.pop()!;
      if (started.has(next)) continue;
      started.add(next);
      // The shell's files are left out: their words are the shell's, and their lazy modules load their own parts.
      for (const file of staticClosure([next]).files) {
        if (files.has(file) || covered.has(file)) continue;
        covered.add(file);
        queue.push(...read(file).dynamicImports);
      }
    }
    out.set(name, covered);
  }
  const routed = new Set([...routeParts().values()].filter(Boolean));
  const problems: string[] = [];
  for (const file of files) {
    const code = read(file).text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveSpecifier(file, match[1]!);
      if (!target || !lazy.has(target)) continue;
      const before = code.slice(Math.max(0, match.index - 100), match.index);
      const named = /withCatalog\(\s*'([\w-]+)',\s*\(\)\s*=>\s*$/.exec(before)?.[1];
      // A route of router.tsx (its `lazy` waits for its path's part, routeParts).
      const lazyConst = /const (\w+) = \(\)\s*=>\s*$/.exec(before)?.[1];
      const onlyLazy = (name: string) => code.match(new RegExp(`\\b${name}\\b`, 'g'))!.length === (code.match(new RegExp(`lazy: ${name}\\b`, 'g'))?.length ?? 0) + 1;
      const route = file === ROUTER && (/lazy: \(\)\s*=>\s*$/.test(before) || (lazyConst && onlyLazy(lazyConst))) && routed.has(partName(target));
      if (!route && named !== partName(target)) {
        problems.push(`${path.relative(ROOT, file)}: import('${match[1]}') must read withCatalog('${partName(target)}', () => import('${match[1]}'))`);
      }
    }
  }
  if (problems.length) throw new Error(`scripts/i18n/parts.ts: a lazy module must wait for its words:\n${problems.join('\n')}`);
  return out;
}

const ROUTER = path.join(WEB, 'app/router.tsx');
/**
 * The lazy routes of apps/web/src/app/router.tsx: path -> the part of the module its `lazy` imports
 * (`{ path: '/x', lazy: () => import('./routes/x') }`, or `lazy: x` with `const x = () => import('./routes/x')`). The
 * router waits for a route's words by its path (lib/i18n.ts `withCatalog`). The landing's is '' (the shell: nothing to
 * wait for).
 */
export function routeParts(): Map<string, string> {
  const code = read(ROUTER).text;
  const consts = new Map<string, string>();
  for (const match of code.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)) consts.set(match[1]!, match[2]!);
  const shell = shellFiles();
  const out = new Map<string, string>();
  for (const match of code.matchAll(/path: '([^']+)',\s*lazy: (?:\(\) => import\('([^']+)'\)|(\w+))\s*\}/g)) {
    const spec = match[2] ?? consts.get(match[3]!);
    if (!spec) throw new Error(`scripts/i18n/parts.ts: router.tsx's route ${match[1]} loads ${match[3]}, not a \`const ${match[3]} = () => import(...)\``);
    const target = resolveSpecifier(ROUTER, spec);
    if (!target) throw new Error(`scripts/i18n/parts.ts: router.tsx's route ${match[1]} imports ${spec}, not found`);
    // A route of the shell (the landing): its words are loaded before any render.
    if (shell.has(target)) {
      out.set(match[1]!, '');
      continue;
    }
    if (out.has(match[1]!) && out.get(match[1]!) !== partName(target)) throw new Error(`scripts/i18n/parts.ts: router.tsx's path ${match[1]} has two screens`);
    out.set(match[1]!, partName(target));
  }
  return out;
}

/** Each key's part. */
export function assignParts(keys: string[]): Map<string, CatalogPart> {
  const shellCode = [...shellFiles()].map((file) => read(file).text).join('\n');
  const clientCode = sourceTexts(['apps/web/src', 'packages/shared/src']);
  const out = new Map<string, CatalogPart>();
  for (const key of keys) out.set(key, isUsed(key, shellCode) ? 'shell' : isUsed(key, clientCode) ? 'web' : 'server');
  return out;
}

/**
 * The keys of each lazy module's part (`lazyModules`): the web part's keys its files use (the shell's are loaded
 * before any of them). Languages other than English are loaded this way (apps/web/src/lib/i18n.ts `withCatalog`);
 * English loads its web part whole (5 KB gzip), as before.
 */
export function lazyParts(parts: Map<string, CatalogPart>): Map<string, string[]> {
  const web = [...parts].filter(([, part]) => part === 'web').map(([key]) => key);
  const out = new Map<string, string[]>();
  for (const [name, files] of lazyModules()) {
    const code = [...files].map((file) => read(file).text).join('\n');
    out.set(name, web.filter((key) => isUsed(key, code)));
  }
  return out;
}
