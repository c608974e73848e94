import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

// Below this a compressed answer saves less than the Content-Encoding header costs.
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses every text answer over the threshold by Accept-Encoding, brotli first.
 * Register before the routes: it joins each route's onSend hooks as the route is added, after
 * the route's own hooks, so the reference cache still sees the plain JSON string it keeps. An
 * answer that already carries a Content-Encoding (the precompressed static files, a reference
 * cache hit) is sent as it is; PDFs and images are not compressible types and pass unchanged.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 costs about as much CPU as gzip's default and still compresses better.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
