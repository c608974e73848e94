import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonces for this HTML response's `<script>`/`<style>` elements; reading them applies the page policy. */
    readonly pageNonce: { script: string; style: string };
  }
}

/**
 * The policy of an HTML page: everything from our own origin, no inline script, and styles
 * only from our files or `<style>` elements carrying this response's nonce (MUI's emotion
 * inserts its styles that way). Bank 3-D pages are reached by form posts to `formActions`.
 */
function pagePolicy(nonces: { script: string; style: string }, formActions: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonces.script}'`,
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonces.style}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    `form-action 'self'${formActions.map((a) => ` ${a}`).join('')}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** JSON and files never run anything, so their policy allows nothing. */
const securityPolicy: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  xDnsPrefetchControl: { allow: false },
};

/**
 * The headers helmet writes for a policy, read once. They are the same on every response, and
 * helmet's Fastify plugin rebuilt them from the options on each request: 12 % of a cached
 * lookup's CPU in a profile (bench/).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet sets its headers synchronously; if a version ever did not, no response may go out without them.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every response, with our policy; an HTML page gets its own policy with
 * nonces, made only for pages (the profile showed per-request nonces on every API call as the
 * largest fixed cost).
 */
export function registerSecurityHeaders(app: FastifyInstance, formActions: string[] = []) {
  const headers = headersOf(securityPolicy);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const nonceKey = Symbol('pageNonce');
  app.decorateReply('pageNonce', {
    getter(this: FastifyReply & { [nonceKey]?: { script: string; style: string } }) {
      let nonces = this[nonceKey];
      if (!nonces) {
        nonces = { script: randomBytes(16).toString('base64url'), style: randomBytes(16).toString('base64url') };
        this[nonceKey] = nonces;
        this.header('content-security-policy', pagePolicy(nonces, formActions));
      }
      return nonces;
    },
  });
}
