import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rawJsonOf } from './json-body';
import type { CachedAnswer, ReferenceCache } from './reference-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
// Below this a compressed answer saves less than the header costs.
const COMPRESS_FROM_BYTES = 1024;

const isEmptyObject = (value: unknown) => !!value && typeof value === 'object' && Object.keys(value).length === 0;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** How many bodies, as sent, are remembered with the query they validated to; each at most a kilobyte. */
const SENT_BODIES = 1000;
const SENT_BODY_MAX_CHARS = 1024;

/**
 * Reference lookups answer repeats from memory (ADR 3). The first answer goes through the
 * response schema; its JSON string is kept, and compressed once for browsers that accept
 * gzip, so a repeat costs neither the database, the serializer nor the compressor.
 *
 * Answers are kept under the validated body, so fields the schema drops cannot make entries that
 * push out the real ones, and nothing a caller sent is serialised before it has been validated.
 * Validating the body was a tenth of a cached answer's CPU (ADR 3), so the text of a body that
 * was once valid is remembered, as it arrived, with the query it validated to: the same text sent
 * again is answered before validation. Validation always gives the same query for the same text.
 */
export function referenceCaching(name: string, seconds: number, cache: ReferenceCache) {
  const keyOf = (body: unknown) => `${name}:${JSON.stringify(body)}`;
  // A call without a payload has no text; a body whose text is unknown or long is not looked up.
  const sentKeyOf = (request: FastifyRequest) => {
    const text = rawJsonOf(request) ?? (isEmptyObject(request.body) ? '' : undefined);
    return text !== undefined && text.length <= SENT_BODY_MAX_CHARS ? `${name}:${text}` : undefined;
  };
  const sentKeys = new WeakMap<FastifyRequest, string>();
  const queryOfSent = new Map<string, string>();
  const answer = (request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer) => {
    reply.type(JSON_TYPE).header('x-cache', 'hit').header('vary', 'accept-encoding');
    if (cached.gzip && acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(cached.gzip);
    return reply.send(cached.payload);
  };
  return {
    /** Before validation, with the body's text as it was sent. */
    answerSameBody: async (request: FastifyRequest, reply: FastifyReply) => {
      const sent = sentKeyOf(request);
      if (sent === undefined) return;
      sentKeys.set(request, sent);
      const query = queryOfSent.get(sent);
      const cached = query === undefined ? undefined : cache.get(query);
      if (cached !== undefined) return answer(request, reply, cached);
    },
    /** After validation, with the query the body validated to. */
    answerSameQuery: async (request: FastifyRequest, reply: FastifyReply) => {
      const query = keyOf(request.body);
      const sent = sentKeys.get(request);
      if (sent !== undefined && !queryOfSent.has(sent)) {
        if (queryOfSent.size >= SENT_BODIES) queryOfSent.delete(queryOfSent.keys().next().value!);
        queryOfSent.set(sent, query);
      }
      const cached = cache.get(query);
      if (cached !== undefined) return answer(request, reply, cached);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 200 && typeof payload === 'string' && reply.getHeader('x-cache') !== 'hit') {
        const gzip = Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES ? gzipSync(payload) : null;
        cache.set(keyOf(request.body), { payload, gzip }, seconds);
      }
      return payload;
    },
  };
}
