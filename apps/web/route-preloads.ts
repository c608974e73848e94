import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Where the server finds the table, inside the build's output (platform/web-app.ts reads it). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes, for each address, the chunks of its first screen that index.html does not already name:
 * the lazy layout and screen the router loads there (src/app/route-modules.json, derived from the
 * router by its test) with everything they import. The server lists them in the page it sends
 * for that address as module preloads, so a phone downloads them beside the entry instead of after
 * the entry has run and asked for them.
 */
export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'ebelediye-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const table = JSON.parse(readFileSync(path.join(root, 'src/app/route-modules.json'), 'utf8')) as Record<string, string[]>;
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]));
      const withImports = (chunk: Rolldown.OutputChunk, into: Set<string>): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) withImports(byFile.get(imported)!, into);
        return into;
      };
      const named = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry, named);

      const preloads: Record<string, string[]> = {};
      for (const [address, modules] of Object.entries(table)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(path.join(root, 'src', module));
          if (!chunk) this.error(`${module} (src/app/route-modules.json) is not a chunk of this build`);
          withImports(chunk, files);
        }
        preloads[address] = [...files].filter((file) => !named.has(file)).map((file) => `${base}${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
