import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads } from './route-preloads.ts';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

// Text files worth compressing; fonts (woff2) and images are compressed already.
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
// Below this a compressed copy saves less than the Content-Encoding header costs.
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every compressible built file, at the highest
 * settings, once per build; the server picks one by Accept-Encoding. index.html is
 * left out: it carries a per-response CSP nonce, so the server compresses it per response.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ebelediye-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = readFileSync(file);
        if (content.length < COMPRESS_FROM_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // `vite build --ssr src/app/first-screen/render-first-screen.tsx`: the server's renderer of first screens, beside the app.
      {
        plugins: [react()],
        // Everything bundled: the server loads one file, with the same package versions as the browser's build.
        ssr: { noExternal: true, target: 'node' },
        // Production code paths as in the browser's build: emotion then names classes without labels, the same names as the app's.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist/.vite/first-screen',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: false,
          assetsInlineLimit: 0,
          // Stays where `vite build` (run first) wrote the app; only this folder is written.
          copyPublicDir: false,
        },
      }
    : {
        plugins: [react(), precompress(), routePreloads()],
        resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/react-sync-external-store.ts', import.meta.url)) }] },
        // No assets inlined as data: URIs: the Content-Security-Policy allows fonts and scripts from our origin only.
        build: {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          chunkSizeWarningLimit: 700,
          assetsInlineLimit: 0,
        },
        server: {
          port: 5173,
          proxy: { '/api': api, '/sim': api, '/AppSetting.json': api },
        },
      },
);
