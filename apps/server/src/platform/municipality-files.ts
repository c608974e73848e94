import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

export const contentTypeOf = (file: string) => contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Serves the images named in the municipality file (seal, favicon, mayor's photo) from its
 * folder at /municipality/<name>: those files only, read once at start. An SVG is sent with a
 * policy that runs no script in it, whoever drew it.
 */
export function registerMunicipalityFiles(app: FastifyInstance, files: Record<string, string>) {
  const served = new Map(Object.entries(files).map(([name, file]) => [name, { bytes: readFileSync(file), type: contentTypeOf(file) }]));
  app.get<{ Params: { name: string } }>('/municipality/:name', async (request, reply) => {
    const image = served.get(request.params.name);
    if (!image) return reply.status(404).send(errorBody('NOT_FOUND'));
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(image.type)
      .send(image.bytes);
  });
}

/** index.html names the municipality's favicon from the start, before the app has read its settings. */
export function withMunicipalityFavicon(indexHtml: string, faviconUrl: string): string {
  return indexHtml.replace(/<link rel="icon" href="[^"]*" type="[^"]*"/, `<link rel="icon" href="${faviconUrl}" type="${contentTypeOf(faviconUrl)}"`);
}
