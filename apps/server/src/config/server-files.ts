import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's own files are, the same whether it runs from its TypeScript sources (tsx,
 * the tests) or from the compiled build in `dist/` (production, `scripts/build-server.mjs`).
 * The build puts this code in a file of its choosing, so the server's folder is found by its
 * package.json rather than by a fixed number of `..`.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@ebelediye/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`The server's package.json is not above ${from}`);
  }
}

const here = fileURLToPath(import.meta.url);

/** Running the compiled JavaScript of `dist/`, not the sources. */
export const compiled = here.endsWith('.js');

/** apps/server */
export const serverRoot = findServerRoot(path.dirname(here));

/** The repository's root, where the web app's build is found. */
export const repoRoot = path.resolve(serverRoot, '../..');

/**
 * A module of the server by its path below `src/`, without extension: the source file, or its
 * compiled counterpart in `dist/` (the build keeps the folders of its entry points).
 */
export const serverModule = (pathBelowSrc: string) => path.join(serverRoot, compiled ? 'dist' : 'src', `${pathBelowSrc}.${compiled ? 'js' : 'ts'}`);

/** The folder of the migrations, as source or compiled files, and their extension. */
export const migrationsFolder = { dir: path.join(serverRoot, compiled ? 'dist' : 'src', 'db/migrations'), extension: compiled ? '.js' : '.ts' };
