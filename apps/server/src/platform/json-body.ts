import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';

/** No request of the portal nests deeper than this; a body that does is an attack, not a form. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * What the parser, the serialiser and the database cannot take, found in one pass over the text
 * and without recursion: nesting deeper than MAX_JSON_DEPTH (a recursive walk of 8 000 levels
 * overflows the stack) and a NUL character (`\u0000`) in any string, which PostgreSQL refuses in
 * text. JSON can carry a NUL only escaped, so the escape is what is looked for.
 */
export function jsonBodyProblem(text: string): 'REQUEST_TOO_DEEP' | 'INVALID_CHARACTER' | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === QUOTE) inString = false;
      else if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return 'INVALID_CHARACTER';
        i++;
      }
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > MAX_JSON_DEPTH) return 'REQUEST_TOO_DEEP';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return null;
}

const rawTexts = new WeakMap<FastifyRequest, string>();

/** The JSON text a request was sent with, as it arrived (for keys that must not stringify unvalidated input). */
export const rawJsonOf = (request: FastifyRequest): string | undefined => rawTexts.get(request);

/**
 * Every JSON body is checked as text before it is parsed, then parsed by Fastify's own parser
 * (which refuses `__proto__` and `constructor` keys). The route's body limit still applies.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonBodyProblem(text);
    if (problem) return done(new DomainError(problem), undefined);
    rawTexts.set(request, text);
    parse(request, text, done);
  });
}
