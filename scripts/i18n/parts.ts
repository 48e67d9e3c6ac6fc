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

/** The shell's files; throws on a dynamic import from them that is in neither list. */
export function shellFiles(): Set<string> {
  const web = (rel: string) => path.join(WEB, rel);
  const { files, dynamic } = staticClosure([...SHELL_ROOTS, ...SHELL_LAZY].map(web));
  const unknown = [...dynamic].filter((file) => {
    const rel = path.relative(WEB, file);
    return !files.has(file) && !SHELL_LAZY.includes(rel) && !WAITS_FOR_WEB.some((w) => rel === w || (w.endsWith('/') && rel.startsWith(w)));
  });
  if (unknown.length) {
    throw new Error(
      `scripts/i18n/parts.ts: the landing's first load imports ${unknown.map((f) => path.relative(ROOT, f)).join(', ')} lazily: ` +
        'list it in SHELL_LAZY (its words join the shell) or WAITS_FOR_WEB (and make its loader wait for wholeCatalog())',
    );
  }
  return files;
}

/** Each key's part. */
export function assignParts(keys: string[]): Map<string, CatalogPart> {
  const shellCode = [...shellFiles()].map((file) => read(file).text).join('\n');
  const clientCode = sourceTexts(['apps/web/src', 'packages/shared/src']);
  const out = new Map<string, CatalogPart>();
  for (const key of keys) out.set(key, isUsed(key, shellCode) ? 'shell' : isUsed(key, clientCode) ? 'web' : 'server');
  return out;
}
