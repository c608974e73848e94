import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../error-handler';
import { registerJsonBody } from '../json-body';
import { ReferenceCache } from '../reference-cache';
import { referenceCaching } from '../reference-caching';

// A lookup wired as register-operations.ts wires one, with a schema that keeps only `year`, and
// counters for how often the body was validated and the lookup itself ran, and what was kept.
const counts = { validated: 0, looked: 0 };
const kept: string[] = [];
class WatchedCache extends ReferenceCache {
  override set(...args: Parameters<ReferenceCache['set']>) {
    kept.push(args[0]);
    super.set(...args);
  }
}
const app = Fastify();

beforeAll(async () => {
  const caching = referenceCaching('Tariff', 60, new WatchedCache());
  registerErrorHandler(app);
  registerJsonBody(app);
  app.setValidatorCompiler(() => (body) => {
    counts.validated++;
    const year = (body as { year?: unknown }).year;
    return typeof year === 'number' ? { value: { year } } : { error: new Error('year must be a number') };
  });
  app.post('/tariff', {
    schema: { body: {} },
    preValidation: (request, reply) => caching.answerSameBody(request, reply),
    preHandler: caching.answerSameQuery,
    onSend: caching.onSend,
    handler: async (request) => {
      counts.looked++;
      return JSON.stringify({ year: (request.body as { year: number }).year, amount: 52_500 });
    },
  });
  await app.ready();
});
afterAll(() => app.close());

const ask = async (body: object) => {
  const before = { ...counts };
  const res = await app.inject({ method: 'POST', url: '/tariff', payload: body });
  return { status: res.statusCode, hit: res.headers['x-cache'] === 'hit', body: res.body, validated: counts.validated - before.validated, looked: counts.looked - before.looked };
};

describe('reference caching', () => {
  it('answers a body sent before without validating it again, and keeps answers only under the query', async () => {
    const first = await ask({ year: 2026 });
    expect(first).toMatchObject({ status: 200, hit: false, validated: 1, looked: 1 });
    expect(await ask({ year: 2026 })).toMatchObject({ status: 200, hit: true, body: first.body, validated: 0, looked: 0 });
    // A field the schema drops: the same query, so the same answer, found once the body is validated…
    expect(await ask({ year: 2026, extra: 'x' })).toMatchObject({ status: 200, hit: true, body: first.body, validated: 1, looked: 0 });
    // …and from then on as sent.
    expect(await ask({ year: 2026, extra: 'x' })).toMatchObject({ hit: true, validated: 0, looked: 0 });
    expect(await ask({ year: 2026, extra: 'y' })).toMatchObject({ hit: true, validated: 1, looked: 0 });
    expect(kept).toEqual(['Tariff:{"year":2026}']);
  });

  it('finds an answer first asked with a dropped field by its query', async () => {
    expect(await ask({ year: 2025, extra: 'x' })).toMatchObject({ status: 200, hit: false, validated: 1, looked: 1 });
    expect(await ask({ year: 2025 })).toMatchObject({ hit: true, validated: 1, looked: 0 });
    expect(await ask({ year: 2025 })).toMatchObject({ hit: true, validated: 0, looked: 0 });
    expect(kept).toContain('Tariff:{"year":2025}');
    expect(kept.some((key) => key.includes('extra'))).toBe(false);
  });

  it('does not remember a long body as sent', async () => {
    const long = { year: 2026, extra: 'x'.repeat(2000) };
    for (let i = 0; i < 2; i++) expect(await ask(long)).toMatchObject({ hit: true, validated: 1, looked: 0 });
  });

  it('never stringifies a body before it is valid: one nested too deep is refused before it reaches the cache', async () => {
    const res = await app.inject({ method: 'POST', url: '/tariff', headers: { 'content-type': 'application/json' }, payload: `{"year":${'['.repeat(8000)}${']'.repeat(8000)}}` });
    expect(res.statusCode).toBe(400);
    expect(kept.some((key) => key.includes('[['))).toBe(false);
  });

  it('never answers a refused body from memory', async () => {
    for (let i = 0; i < 2; i++) expect(await ask({ year: 'bu yıl' })).toMatchObject({ status: 400, hit: false, validated: 1, looked: 0 });
  });
});
