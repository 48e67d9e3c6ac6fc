import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { pageSetsOf } from './vite-chunk-groups.ts';

/** A chunk of the first build: its file, modules, static and dynamic imports, and minified size. */
function chunk(fileName: string, opts: { imports?: string[]; dynamic?: string[]; facade?: string; entry?: boolean; bytes?: number; modules?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    imports: opts.imports ?? [],
    dynamicImports: opts.dynamic ?? [],
    facadeModuleId: opts.facade ?? null,
    isEntry: opts.entry ?? false,
    code: 'x'.repeat(opts.bytes ?? 100),
    moduleIds: opts.modules ?? [`/m/${fileName}.ts`],
  } as unknown as Rollup.OutputChunk;
}
const page = (name: string, imports: string[]) => chunk(name, { facade: `/web/src/app/routes/${name}.tsx`, imports });

describe('pageSetsOf', () => {
  it('puts chunks loaded by the same pages together, and leaves the entry, lazy parts and lone chunks alone', () => {
    const chunks = [
      chunk('entry', { entry: true, imports: ['react'], dynamic: ['dashboard', 'events', 'dialog'] }),
      chunk('react', {}),
      page('dashboard', ['react', 'a', 'b', 'solo']),
      page('events', ['a', 'b', 'dialog']),
      chunk('dialog', { facade: '/web/src/features/dialog.tsx' }),
      chunk('a', { modules: ['/m/a1.ts', '/m/a2.ts'] }),
      chunk('b', {}),
      chunk('solo', {}),
    ];
    const sets = pageSetsOf(chunks);
    expect(sets.get('/m/a1.ts')).toBe('pages-dashboard+events');
    expect(sets.get('/m/a2.ts')).toBe('pages-dashboard+events');
    expect(sets.get('/m/b.ts')).toBe('pages-dashboard+events');
    for (const id of ['/m/react.ts', '/m/dialog.ts', '/m/solo.ts', '/m/dashboard.ts']) expect(sets.has(id)).toBe(false);
  });

  it('adds a small chunk to its main pages’ chunk only while other pages load at most 6,000 bytes they do not use', () => {
    const build = (bigBytes: number) => [
      chunk('entry', { entry: true, dynamic: ['dashboard', 'events', 'create-group', 'group-members'] }),
      page('dashboard', ['big', 'small', 'small2']),
      page('events', ['big', 'small', 'small2']),
      page('create-group', ['small']),
      page('group-members', ['small2']),
      chunk('big', { bytes: bigBytes }),
      chunk('small', { bytes: 500 }),
      chunk('small2', { bytes: 600 }),
    ];
    // create-group loads big (5,800 bytes) with `small`; small2 would make it 6,400: small2 stays apart.
    const some = pageSetsOf(build(5800));
    expect(some.get('/m/small.ts')).toBe('pages-dashboard+events');
    expect(some.get('/m/big.ts')).toBe('pages-dashboard+events');
    expect(some.has('/m/small2.ts')).toBe(false);
    // Within the limit for both: one chunk.
    const all = pageSetsOf(build(4000));
    expect(['/m/big.ts', '/m/small.ts', '/m/small2.ts'].map((id) => all.get(id))).toEqual(Array(3).fill('pages-dashboard+events'));
    // Over it at once: every chunk stays as the bundler made it.
    expect(pageSetsOf(build(6500)).size).toBe(0);
  });
});
