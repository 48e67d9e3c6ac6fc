/**
 * Build step: writes `landing.html` next to `index.html`, the signed-out landing prerendered with react-dom/static
 * (src/prerender.tsx), which the server sends for GET /landing. The page paints from HTML and inline CSS alone;
 * main.tsx hydrates it. Every other path keeps the empty `index.html` shell, but for /explore (issue 26).
 *
 * After the client build it builds src/prerender.tsx for Node into `ssr/` of the output (everything bundled, so it
 * runs from there), renders the landing with it, and composes landing.html from the built index.html:
 * - the markup goes into #root, marked `data-prerendered="landing"`;
 * - the landing's title and description replace the shell's;
 * - the stylesheet is inlined (no render-blocking request);
 * - the app's scripts are loaded after the first paint by a small boot module (bootModule).
 *
 * /explore is rendered by the server at request time, with its first page of public games (issue 26): `explore.html`
 * (and `explore.<lang>.html` per other language, issue 30) is its template, composed the same way but with two markers
 * the server fills (apps/server/src/plugins/web.ts): the markup of `ssr/render.mjs`'s renderExplore in #root
 * (`EXPLORE_MARKUP`) and the list it shows (`EXPLORE_DATA`). The server never sends `ssr/` to browsers.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { PrerenderedPage } from './src/prerender';

const LANDING_ROUTE = 'src/app/routes/landing.tsx';
/** What /explore's hydration loads (main.tsx -> app/explore-hydration.tsx): preloaded by its boot module. */
const EXPLORE_MODULES = ['src/app/explore-hydration.tsx', 'src/app/routes/explore.tsx', 'src/app/visitor-layout.tsx'];
/** The folder of the output holding the Node build (never served), and the markers explore.html leaves to the server. */
export const SSR_DIR = 'ssr';
export const EXPLORE_MARKUP = '<!--kickoff:explore-->';
export const EXPLORE_DATA = '<!--kickoff:explore-data-->';

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: 'kickoff-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      // The nested Node build of src/prerender.tsx loads this config again: it must not prerender itself.
      if (config.build.ssr || !bundle) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // The landing in each language (issue 30): landing.html in English, landing.<lang>.html in the others; the server
      // sends the visitor's, so a Spanish browser's first paint is Spanish and hydrates as it is.
      for (const [language, page] of await renderInNode(config, path.join(outDir, SSR_DIR))) {
        const file = language === 'en' ? 'landing.html' : `landing.${language}.html`;
        writeFileSync(path.join(outDir, file), composeLandingHtml(shell, page, bundle, outDir, language));
      }
      // /explore's template in each language too (explore.html, explore.<lang>.html): the server renders the page in
      // the visitor's language into the one of that language.
      for (const language of PAGE_LANGUAGES) {
        const file = language === 'en' ? 'explore.html' : `explore.${language}.html`;
        writeFileSync(path.join(outDir, file), composeExploreHtml(shell, bundle, outDir, language));
      }
    },
  };
}

/** Languages the landing is prerendered in and /explore has a template in (packages/shared's LANGUAGES). */
const PAGE_LANGUAGES = ['en', 'es'] as const;

/**
 * Builds src/prerender.tsx for Node into `ssrDir` (kept: the server renders /explore with it), renders the landing in
 * each language.
 */
async function renderInNode(config: ResolvedConfig, ssrDir: string): Promise<Map<string, PrerenderedPage>> {
  const { build } = await import('vite');
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    // The public folder's files are the browser's (copied into the output once already).
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      // Node's own module format; the chunks (lazy routes) sit next to it.
      rollupOptions: { output: { format: 'es', entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  const { renderLanding } = (await import(pathToFileURL(path.join(ssrDir, 'render.mjs')).href)) as {
    renderLanding(language: string): Promise<PrerenderedPage>;
  };
  const pages = new Map<string, PrerenderedPage>();
  for (const language of PAGE_LANGUAGES) pages.set(language, await renderLanding(language));
  return pages;
}

function composeLandingHtml(shell: string, page: PrerenderedPage, bundle: Rollup.OutputBundle, outDir: string, language: string): string {
  if (/^<(title|meta|link)[ >]/.test(page.html)) throw new Error('prerender: the landing rendered head elements into the page');
  return composeHtml(shell, bundle, outDir, {
    name: language === 'en' ? 'landing' : `landing-${language}`,
    language,
    head: page,
    root: `<div id="root" data-prerendered="landing">${page.html}</div>`,
    // The language's first catalog part too (main.tsx loads it before hydrating): fetched beside the entry.
    routeModules: [LANDING_ROUTE, `i18n/compiled/${language}.shell.ts`],
  });
}

/**
 * explore.html: the template of the server-rendered /explore. Its title and description are the server's (link
 * previews, modules/previews); the markers are replaced per request by the markup and the list's JSON.
 */
function composeExploreHtml(shell: string, bundle: Rollup.OutputBundle, outDir: string, language: string): string {
  return composeHtml(shell, bundle, outDir, {
    name: language === 'en' ? 'explore' : `explore-${language}`,
    language,
    root: `<div id="root" data-prerendered="explore">${EXPLORE_MARKUP}</div>\n    ${EXPLORE_DATA}`,
    // In another language, its catalog too (main.tsx loads it before hydrating): fetched beside the entry.
    routeModules: language === 'en' ? EXPLORE_MODULES : [...EXPLORE_MODULES, ...catalogModules(language)],
  });
}

/**
 * The catalog modules another language than English loads before hydrating /explore (lib/i18n.ts's loaders): its first
 * part with lib/i18n-spanish.ts (the map of the lazy modules' parts), then the parts of the hydration's module and the
 * visitors' layout, with MESSAGES' Spanish.
 */
function catalogModules(language: string): string[] {
  const catalog = ['shell', 'part.explore-hydration', 'part.visitor-layout'].map((part) => `i18n/compiled/${language}.${part}.ts`);
  return language === 'es' ? [...catalog, 'src/lib/i18n-spanish.ts', 'i18n/messages-es.ts', 'i18n/messages-lookup.ts'] : catalog;
}

function composeHtml(
  shell: string,
  bundle: Rollup.OutputBundle,
  outDir: string,
  page: { name: string; language?: string; head?: { title: string; description: string }; root: string; routeModules: string[] },
): string {
  let html = shell;
  const replaceOnce = (pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`);
    html = html.replace(pattern, () => replacement);
  };

  if (page.language && page.language !== 'en') replaceOnce(/<html lang="en">/, `<html lang="${page.language}">`, '<html lang>');
  // The page's own title and description (the landing renders them only after hydration, see landing.tsx).
  if (page.head) {
    const attr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
    replaceOnce(/<title>[^<]*<\/title>/, `<title>${attr(page.head.title)}</title>`, '<title>');
    replaceOnce(/<meta name="description"[^>]*>/, `<meta name="description" content="${attr(page.head.description)}" />`, 'description');
  }

  replaceOnce(/<div id="root"><\/div>/, page.root, '#root');

  // Inline the stylesheet: the first paint then needs the HTML alone. Font URLs in it are absolute (/assets/...).
  // The <link> stays, disabled (never fetched nor applied): lazy chunks that import from the entry list its CSS as a
  // dependency, and Vite's preload helper adds a stylesheet unless a <link rel=stylesheet> with its URL exists;
  // applying the same rules a second time would cost a full style recalculation after hydration.
  const cssLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (!cssLink) throw new Error('prerender: index.html has no stylesheet');
  const css = readFileSync(path.join(outDir, cssLink[1]!), 'utf8');
  replaceOnce(/<link rel="stylesheet"[^>]*>/, `<style>${css}</style>\n    <link rel="stylesheet" href="/${cssLink[1]}" disabled>`, 'stylesheet');

  // The app's scripts are not in the HTML: a small boot module loads them after the first paint (see bootModule), so
  // they never compete with the HTML for the first paint. index.html's modulepreloads go with the entry script.
  const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('prerender: index.html has no entry script');
  html = html.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  // The entry's chunks with every chunk after the chunks it imports: the order they can be evaluated in one by one.
  const order: string[] = [];
  const visit = (file: string) => {
    if (order.includes(file)) return;
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    order.push(file);
  };
  visit(entry[1]!);
  const entryCount = order.length;
  // Then the page's own modules (its route, and what its hydration loads) with the chunks they import.
  for (const id of page.routeModules) {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(id));
    if (!chunk) throw new Error(`prerender: no chunk for ${id}`);
    visit(chunk.fileName);
  }

  // /explore's hydration formats counts and prices: its first Intl formats are made in tasks of their own.
  const boot = bootModule(order.slice(0, entryCount).map((f) => `/${f}`), order.slice(entryCount).map((f) => `/${f}`), page.name === 'explore');
  const bootFile = `assets/${page.name}-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, bootFile), boot);
  replaceOnce(/<\/head>/, `  <script type="module" src="/${bootFile}"></script>\n  </head>`, '</head>');
  return html;
}

/**
 * The only script of landing.html and explore.html. It runs when the HTML is parsed and waits for the first paint (a
 * frame, then a task). Then it fetches the app's chunks in parallel (modulepreload) and evaluates them one per task,
 * libraries first and the entry (which hydrates the page) last, then the page's own chunks: React DOM, React Router
 * and TanStack Query (vite.config.ts puts each in its own chunk) would otherwise evaluate in one long task. A hidden
 * tab paints no frame: after a second it starts anyway. A button clicked before the app is there is clicked again once
 * hydration has begun (main.tsx signals it with `kickoff:hydrating`); React then finishes hydrating at once and
 * handles the click. (Links work before: they are plain links.)
 * The modulepreload links go in eight a task (each costs ~2 ms at Lighthouse's 4x CPU slowdown: 40 in one task were one
 * long task). `warmIntl`: the page's first Intl number, plural and date formats (93, 5 and 19 ms at 4x; later ones
 * ~0.5 ms) are made each in a task of its own before hydration, instead of inside hydration's tasks.
 */
function bootModule(chunks: string[], pageChunks: string[], warmIntl: boolean): string {
  return `// Kickoff boot (vite-prerender.ts): the page is complete HTML; the app loads after its first paint.
const chunks = ${JSON.stringify(chunks)};
const pageChunks = ${JSON.stringify(pageChunks)};
let early = null;
const hold = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  early = button;
};
document.addEventListener('click', hold, true);
window.addEventListener('kickoff:hydrating', () => {
  document.removeEventListener('click', hold, true);
  if (early) early.click();
}, { once: true });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let started = false;
async function start() {
  if (started) return;
  started = true;
  const all = [...chunks, ...pageChunks];
  for (let i = 0; i < all.length; i += 8) {
    for (const href of all.slice(i, i + 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
  if (${warmIntl}) {
    const language = document.documentElement.lang || 'en';
    for (const warm of [
      () => new Intl.NumberFormat(language).format(1),
      () => new Intl.PluralRules(language).select(1),
      () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
    ]) {
      try {
        warm();
      } catch {
        // an engine without it: the page makes its own
      }
      await nextTask();
    }
  }
  for (const href of all) {
    await import(href);
    await nextTask();
  }
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;
}
