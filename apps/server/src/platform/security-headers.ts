import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: everything from our own origin, no inline script, and
 * styles only from our files or `<style>` elements carrying the per-response nonce (MUI's
 * emotion inserts its styles that way). Bank 3-D pages are reached by form posts.
 */
export async function registerSecurityHeaders(app: FastifyInstance, formActions: string[] = []) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...formActions],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
