/**
 * Build step: writes route-preloads.json, the JavaScript each page of the app's shell loads before it renders, so
 * the server can name it in the HTML (`<link rel="modulepreload">`, apps/server/src/plugins/route-preloads.ts).
 *
 * Why: without it the browser learns a route's chunks only as the app runs. Vite's preload helper then inserts one
 * `<link rel=modulepreload>` per chunk from JavaScript: 85 links on the dashboard's first load, ~2 ms each at
 * Lighthouse's 4x CPU slowdown, all in the tasks that render the page (200-300 ms of total blocking time). Named in
 * the HTML, the browser's preload scanner fetches them while the HTML still parses, and the helper finds them there
 * and adds nothing.
 *
 * Each page lists what its first render needs: the lazy layout (the app's signed in, the visitors' on the pages open
 * to them), the route's own chunk, the English catalog's rest (other languages fetch theirs per screen) and the
 * install prompt's module, each with what it imports, less the entry's own (index.html names those already).
 */
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** A page of the shell: its paths (`:param` for a segment) and its route module, signed in and for visitors. */
interface ShellPage {
  paths: string[];
  signedIn: string;
  /** For pages open to visitors (rulings §11): their module. Visitors elsewhere are sent to the landing. */
  visitor?: string;
}

/** The pages people open first (links, bookmarks, the home screen): router.tsx's paths of these modules. */
export const SHELL_PAGES: ShellPage[] = [
  { paths: ['/', '/home'], signedIn: 'home' },
  { paths: ['/dashboard', '/member/dashboard', '/organizer/dashboard'], signedIn: 'dashboard' },
  { paths: ['/events', '/member/events', '/organizer/events'], signedIn: 'events' },
  { paths: ['/groups', '/member/groups', '/organizer/groups'], signedIn: 'groups' },
  { paths: ['/create-event'], signedIn: 'create-event' },
  { paths: ['/create-group'], signedIn: 'create-group' },
  { paths: ['/profile'], signedIn: 'profile' },
  { paths: ['/events/:id'], signedIn: 'event-detail', visitor: 'public-event' },
  { paths: ['/groups/:id'], signedIn: 'group-detail', visitor: 'public-group' },
];

/** What the server reads: root paths of chunks. */
export interface RoutePreloads {
  /** Loaded on every page in English before it renders (the catalog's rest); other languages: none. */
  english: string[];
  /** Loaded on every page whoever opens it (the install prompt's module). */
  always: string[];
  pages: { paths: string[]; signedIn: string[]; visitor: string[] }[];
}

type Chunk = Rollup.OutputChunk;

/** The preload lists of a client bundle; throws when a module of the table is not a chunk of its own. */
export function routePreloads(bundle: Rollup.OutputBundle): RoutePreloads {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preloads: the bundle has no entry chunk');
  const byModule = (suffix: string) => {
    // The chunk the module is the face of, else the one holding it (a module both imported and lazy-loaded).
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
    return chunk;
  };
  const closure = (start: Chunk[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of (bundle[name] as Chunk | undefined)?.imports ?? []) visit(imported);
    };
    for (const chunk of start) visit(chunk.fileName);
    return seen;
  };
  const loaded = closure([entry]);
  const files = (start: Chunk[]) => [...closure(start)].filter((name) => !loaded.has(name) && name.endsWith('.js')).map((name) => `/${name}`);
  const route = (name: string) => byModule(`src/app/routes/${name}.tsx`);
  const appLayout = byModule('src/app/layouts.tsx');
  const visitorLayout = byModule('src/app/visitor-layout.tsx');
  return {
    english: files([byModule('i18n/compiled/en.shell.ts'), byModule('i18n/compiled/en.web.ts')]),
    always: files([byModule('src/lib/offline/install.ts')]),
    pages: SHELL_PAGES.map((page) => ({
      paths: page.paths,
      signedIn: files([appLayout, route(page.signedIn)]),
      visitor: page.visitor ? files([visitorLayout, route(page.visitor)]) : [],
    })),
  };
}

export function routePreloadsFile(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kickoff-route-preloads',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      // The nested Node build of the prerender (vite-prerender.ts) is not the browser's.
      if (config.command !== 'build' || config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routePreloads(bundle)) });
    },
  };
}
