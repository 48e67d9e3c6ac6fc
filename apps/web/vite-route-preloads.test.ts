import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { SHELL_PAGES, routePreloads } from './vite-route-preloads.ts';

/** A chunk of the client build: its file, static imports, and the module it is the face of (or holds). */
function chunk(fileName: string, opts: { imports?: string[]; facade?: string; entry?: boolean; modules?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    imports: opts.imports ?? [],
    dynamicImports: [],
    facadeModuleId: opts.facade ?? null,
    isEntry: opts.entry ?? false,
    moduleIds: opts.modules ?? (opts.facade ? [opts.facade] : [`/m/${fileName}`]),
  } as unknown as Rollup.OutputChunk;
}

const src = (file: string) => `/web/src/${file}`;

/** A bundle with every module the table names: each route and layout importing a shared chunk and React. */
function bundleOf(extra: Rollup.OutputChunk[] = []): Rollup.OutputBundle {
  const routes = new Set(SHELL_PAGES.flatMap((p) => [p.signedIn, p.visitor].filter((name): name is string => !!name)));
  const chunks = [
    chunk('assets/index.js', { entry: true, imports: ['assets/react.js'] }),
    chunk('assets/react.js', {}),
    chunk('assets/shared.js', { imports: ['assets/react.js'] }),
    chunk('assets/layouts.js', { facade: src('app/layouts.tsx'), imports: ['assets/shared.js', 'assets/react.js'] }),
    chunk('assets/visitor-layout.js', { facade: src('app/visitor-layout.tsx'), imports: ['assets/react.js'] }),
    chunk('assets/en.shell.js', { facade: '/web/i18n/compiled/en.shell.ts' }),
    chunk('assets/en.web.js', { facade: '/web/i18n/compiled/en.web.ts', imports: ['assets/cardinals.js'] }),
    chunk('assets/cardinals.js', {}),
    // A module both imported and lazy-loaded is held by a chunk it is not the face of.
    chunk('assets/install.js', { modules: [src('lib/offline/install.ts')] }),
    ...[...routes].map((name) => chunk(`assets/${name}.js`, { facade: src(`app/routes/${name}.tsx`), imports: ['assets/shared.js'] })),
    ...extra,
  ];
  return Object.fromEntries([...chunks.map((c) => [c.fileName, c]), ['assets/index.css', { type: 'asset', fileName: 'assets/index.css' }]]);
}

describe('routePreloads', () => {
  it("lists each page's layout, route and their imports, less the entry's own, and the catalog and install module apart", () => {
    const table = routePreloads(bundleOf());
    expect(table.english).toEqual(['/assets/en.shell.js', '/assets/en.web.js', '/assets/cardinals.js']);
    expect(table.always).toEqual(['/assets/install.js']);
    const dashboard = table.pages.find((p) => p.paths.includes('/dashboard'))!;
    expect(dashboard.signedIn).toEqual(['/assets/layouts.js', '/assets/shared.js', '/assets/dashboard.js']);
    expect(dashboard.visitor).toEqual([]);
    const event = table.pages.find((p) => p.paths.includes('/events/:id'))!;
    expect(event.signedIn).toEqual(['/assets/layouts.js', '/assets/shared.js', '/assets/event-detail.js']);
    expect(event.visitor).toEqual(['/assets/visitor-layout.js', '/assets/public-event.js', '/assets/shared.js']);
  });

  it('fails the build when a module of the table is no longer a chunk (a renamed route)', () => {
    const bundle = bundleOf();
    delete bundle['assets/profile.js'];
    expect(() => routePreloads(bundle)).toThrow(/no chunk for src\/app\/routes\/profile\.tsx/);
  });
});
