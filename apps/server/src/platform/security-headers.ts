import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonces for this HTML response's `<script>`/`<style>` elements; reading them applies the page policy. */
    readonly cspNonce: { script: string; style: string };
  }
}

const commonHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  // JSON and files never run anything; a page gets its own policy below.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

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

/**
 * Security headers on every response, precomputed once; nonces are made only for HTML
 * pages (the profile showed per-request nonces on every API call as the largest fixed cost).
 */
export function registerSecurityHeaders(app: FastifyInstance, formActions: string[] = []) {
  const nonceKey = Symbol('cspNonce');
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(commonHeaders);
  });
  app.decorateReply('cspNonce', {
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
