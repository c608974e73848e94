import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PublicAppSetting } from '@ebelediye/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import { withMunicipalityFavicon } from './municipality-files';
import { pagesWithFirstScreens, SCRIPT_NONCE_PLACEHOLDER, STYLE_NONCE_PLACEHOLDER } from './first-screens';

// Both placeholders in one pass over the page: a first screen's page is some 45 KB.
const NONCE_PLACEHOLDERS = new RegExp(`${STYLE_NONCE_PLACEHOLDER}|${SCRIPT_NONCE_PLACEHOLDER}`, 'g');
/** Written by the web build (apps/web/route-preloads.ts): each address's first-screen chunks. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const ASSET_URL = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for each address with preloads: its first screen's chunks as module preloads, so the
 * browser fetches them beside the entry script instead of after it has run.
 */
function pagesWithPreloads(distDir: string, indexHtml: string): Map<string, string> {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return new Map();
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(table).map(([address, urls]) => {
      const links = urls.filter((url) => ASSET_URL.test(url)).map((url) => `    <link rel="modulepreload" crossorigin href="${url}">\n`);
      return [address, indexHtml.replace('</head>', `${links.join('')}  </head>`)];
    }),
  );
}

const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0]!;

function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  return (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/sim/') && !path.extname(pathname);
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every
 * other page address (history fallback) with this response's CSP nonces filled in and the
 * address's first-screen chunks named; for the addresses the web app lists, the page carries the
 * first screen itself, rendered at start-up with the public configuration (first-screens.ts).
 * Anything else that is not found answers with the error shape.
 *
 * The build writes a `.br` and a `.gz` beside each text asset (apps/web/vite.config.ts); the
 * static plugin sends the one the browser accepts, with `Vary: Accept-Encoding`. index.html is
 * never cached (a new deploy's asset names must reach the browser at once) and is compressed
 * per response, since its nonce differs on every one.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, setting: PublicAppSetting) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? withMunicipalityFavicon(readFileSync(indexFile, 'utf8'), setting.FaviconUrl) : null;
  const pages = distDir && indexHtml ? pagesWithPreloads(distDir, indexHtml) : new Map<string, string>();
  const firstScreens = distDir && indexHtml ? await pagesWithFirstScreens(distDir, (address) => pages.get(address) ?? indexHtml, setting, app.log) : new Map<string, string>();

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      // The build's own records (manifest, route preloads) are for the server, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The same address answers brotli, gzip or plain bytes: shared caches must key on the encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const nonces = reply.pageNonce;
    const pathname = pathnameOf(request);
    // A query string can change the first render (e-Devlet's answer, a redirect after sign-in): the app renders those itself.
    const firstScreen = request.url === pathname ? firstScreens.get(pathname) : undefined;
    const page = firstScreen ?? pages.get(pathname) ?? indexHtml!;
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .compress(page.replace(NONCE_PLACEHOLDERS, (placeholder) => (placeholder === SCRIPT_NONCE_PLACEHOLDER ? nonces.script : nonces.style)));
  };

  if (indexHtml) app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && isPageRequest(request)) return sendIndex(request, reply);
    return reply.status(404).send(errorBody(request.url.startsWith('/api/') ? 'UNKNOWN_OPERATION' : 'NOT_FOUND'));
  });
}
