/**
 * The app shell's `<link rel="modulepreload">` tags for the page asked (the web build's route-preloads.json, written by
 * apps/web/vite-route-preloads.ts): the browser fetches a page's chunks while the HTML parses, and Vite's preload
 * helper, finding them named, inserts none of its own from JavaScript (~2 ms each at Lighthouse's 4x CPU slowdown).
 *
 * Whether the person is signed in is not known here (the session token lives in the browser's storage): the web app
 * keeps a hint cookie, `kickoff.signed-in=1`, beside its token (lib/auth.tsx). It chooses between the app's layout and
 * the visitors' on pages open to both; a wrong or missing hint costs only the preload of chunks the page will not use,
 * or the helper's own links as before. English pages also name the catalog's rest; other languages fetch theirs per
 * screen (lib/i18n.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreloads {
  english: string[];
  always: string[];
  pages: { paths: string[]; signedIn: string[]; visitor: string[] }[];
}

/** Whether `pattern` (segments, `:param` for any one) matches `pathname`; a trailing slash is the same path. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** Whether the browser carries the web app's hint that it holds a session (`kickoff.signed-in=1`, lib/auth.tsx). */
export function signedInHint(request: FastifyRequest): boolean {
  return /(?:^|;\s*)kickoff\.signed-in=1(?:;|$)/.test(request.headers.cookie ?? '');
}

/** The chunks to name for `pathname`'s page, in the order the page needs them; `english`: the page's language is. */
export function preloadsFor(table: RoutePreloads, pathname: string, browser: { signedIn: boolean; english: boolean }): string[] {
  const page = table.pages.find((p) => p.paths.some((pattern) => matches(pattern, pathname)));
  const files = (browser.signedIn ? page?.signedIn : page?.visitor) ?? [];
  if (!files.length) return [];
  return [...new Set([...(browser.english ? table.english : []), ...files, ...table.always])];
}

/** A built chunk's root path: the only thing written into the HTML. */
const SAFE_FILE = /^\/assets\/[\w.-]+\.js$/;

/** `html` with a modulepreload tag per file before `</head>`. */
export function withPreloads(html: string, files: string[]): string {
  if (!files.length) return html;
  const tags = files.filter((file) => SAFE_FILE.test(file)).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', () => `${tags}</head>`);
}

/**
 * The build's table, read again when the file changes (a rebuilt app under a running server), none when the build has
 * no such file (an older build) or it cannot be read: the shell is then served as before.
 */
export function routePreloadsOf(root: string) {
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  let kept: { mtimeMs: number; table: Promise<RoutePreloads | null> } | null = null;
  return async function current(): Promise<RoutePreloads | null> {
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
    if (mtimeMs < 0) return null;
    if (kept?.mtimeMs !== mtimeMs) {
      const table = readFile(file, 'utf8').then((text) => JSON.parse(text) as RoutePreloads, () => null);
      kept = { mtimeMs, table };
    }
    return kept.table;
  };
}
