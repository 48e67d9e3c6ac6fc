/**
 * Build step: writes `landing.html` next to `index.html`, the signed-out landing prerendered with react-dom/static
 * (src/prerender.tsx), which the server sends for GET /landing. The page paints from HTML and inline CSS alone;
 * main.tsx hydrates it. Every other path keeps the empty `index.html` shell.
 *
 * After the client build it builds src/prerender.tsx for Node into a temporary folder (everything bundled, so it
 * runs from there), renders it, and composes landing.html from the built index.html:
 * - the markup goes into #root, marked `data-prerendered="landing"`;
 * - the landing's title and description replace the shell's;
 * - the stylesheet is inlined (no render-blocking request);
 * - the app's scripts are loaded after the first paint by a small boot module (bootModule).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { PrerenderedPage } from './src/prerender';

const LANDING_ROUTE = 'src/app/routes/landing.tsx';

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
      const page = await renderInNode(config);
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, 'landing.html'), composeLandingHtml(shell, page, bundle, outDir));
    },
  };
}

async function renderInNode(config: ResolvedConfig): Promise<PrerenderedPage> {
  const { build } = await import('vite');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kickoff-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender.tsx',
        outDir: tmp,
        emptyOutDir: true,
        rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } },
      },
    });
    const { renderLanding } = (await import(pathToFileURL(path.join(tmp, 'prerender.mjs')).href)) as {
      renderLanding(): Promise<PrerenderedPage>;
    };
    return await renderLanding();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function composeLandingHtml(shell: string, page: PrerenderedPage, bundle: Rollup.OutputBundle, outDir: string): string {
  let html = shell;
  const replaceOnce = (pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`);
    html = html.replace(pattern, () => replacement);
  };

  // The landing's own title and description (the route renders them only after hydration, see landing.tsx).
  const attr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  replaceOnce(/<title>[^<]*<\/title>/, `<title>${attr(page.title)}</title>`, '<title>');
  replaceOnce(/<meta name="description"[^>]*>/, `<meta name="description" content="${attr(page.description)}" />`, 'description');
  if (/^<(title|meta|link)[ >]/.test(page.html)) throw new Error('prerender: the landing rendered head elements into the page');

  replaceOnce(/<div id="root"><\/div>/, `<div id="root" data-prerendered="landing">${page.html}</div>`, '#root');

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
  const landing = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(LANDING_ROUTE));
  if (!landing) throw new Error(`prerender: no chunk for ${LANDING_ROUTE}`);
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

  const boot = bootModule(order.map((f) => `/${f}`), `/${landing.fileName}`);
  const bootFile = `assets/landing-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, bootFile), boot);
  replaceOnce(/<\/head>/, `  <script type="module" src="/${bootFile}"></script>\n  </head>`, '</head>');
  return html;
}

/**
 * landing.html's only script. It runs when the HTML is parsed and waits for the first paint (a frame, then a task).
 * Then it fetches the app's chunks in parallel (modulepreload) and evaluates them one per task, libraries first and
 * the entry (which hydrates the page) last: React DOM, React Router and TanStack Query (vite.config.ts puts each in
 * its own chunk) would otherwise evaluate in one long task. A hidden tab paints no frame: after a second it starts
 * anyway. A button clicked before the app is there is clicked again once hydration has begun (main.tsx signals it
 * with `kickoff:hydrating`); React then finishes hydrating at once and handles the click.
 */
function bootModule(chunks: string[], landing: string): string {
  return `// Kickoff landing boot (vite-prerender.ts): the page is complete HTML; the app loads after its first paint.
const chunks = ${JSON.stringify(chunks)};
const landing = ${JSON.stringify(landing)};
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
  for (const href of [...chunks, landing]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of chunks) {
    await import(href);
    await nextTask();
  }
  await import(landing);
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;
}
