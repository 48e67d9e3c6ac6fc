/**
 * Compiles the server for `npm start`: one ES module bundle, `dist/server.js`, with source maps. Kickoff's own code and
 * the workspace packages (@kickoff/shared, @kickoff/db: TypeScript sources) are bundled; every other package stays an
 * import of node_modules. `tsx` runs the sources for `npm run dev` and the tests only.
 *
 * `import.meta.url` in a bundled module is rewritten to that module's source location, relative to the bundle
 * (`new URL('../../../packages/db/src/client.ts', import.meta.url)`), so files found relative to a source file (the
 * migrations, the repository root) are still found, wherever the checkout is.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;
// `--outdir=<dir>` compiles elsewhere (the memory test builds its own copy; keep it inside the repository so the bare
// imports still resolve from node_modules).
const outdirArg = process.argv.find((arg) => arg.startsWith('--outdir='));
const outdir = outdirArg ? path.resolve(outdirArg.slice('--outdir='.length)) : path.join(serverRoot, 'dist');

/** Bare imports stay external, but for the workspace packages, which are TypeScript sources to compile. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kickoff/') ? undefined : { path: args.path, external: true }));
  },
};

/** Keeps `import.meta.url` pointing at the source file it was written in (see above). */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Source maps point at the TypeScript sources (node --enable-source-maps prints their lines in stack traces).
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalPackages, sourceImportMetaUrl],
});
console.log(`server compiled to ${path.relative(process.cwd(), outdir)}/server.js in ${Date.now() - started} ms`);
