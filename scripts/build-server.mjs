// Compiles the API server to JavaScript in apps/server/dist, which production runs with plain
// Node (`node apps/server/dist/main.js`): no TypeScript loader at run time. Each entry point keeps
// its folder below src/ (the embedded database's thread, the seed, import and backup commands and every migration,
// which the migrator finds by folder); code they share goes into dist/chunks. The shared
// contract is compiled in; npm packages stay packages.
import { rmSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/server');
const src = path.join(server, 'src');
const migrations = readdirSync(path.join(src, 'db/migrations'))
  .filter((file) => /^\d{4}-.*\.ts$/.test(file))
  .map((file) => path.join(src, 'db/migrations', file));

/** Every bare import is an npm package, loaded at run time, except the workspace's own contract. */
const packagesStayPackages = {
  name: 'packages-stay-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ebelediye/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(path.join(server, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [
    path.join(src, 'main.ts'),
    path.join(src, 'seed/cli.ts'),
    path.join(src, 'db/backup-cli.ts'),
    path.join(src, 'modules/imports/cli.ts'),
    path.join(src, 'integrations/banks/collection-service-cli.ts'),
    path.join(src, 'db/embedded-engine-worker.ts'),
    ...migrations,
  ],
  outbase: src,
  outdir: path.join(server, 'dist'),
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [packagesStayPackages],
});
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.log(`server compiled: ${files.length} files in ${path.relative(process.cwd(), path.join(server, 'dist'))}`);
