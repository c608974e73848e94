import { errorCatalogue } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { demoPeople, signIn } from '../../testing/identity';

/**
 * A generated fuzz of every operation in the portal's own OpenAPI document: each field of each
 * request (down to the third level) takes in turn a hostile value, and whole bodies are malformed,
 * sent anonymously and as the administrator who holds every role. Whatever is sent, the answer
 * is never a 5xx, never shows a stack trace or SQL, and every error is a catalogued code with a
 * Turkish message (docs/security.md).
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  $ref?: string;
}

const hostileValues: [label: string, value: unknown][] = [
  ['a number for anything', 123456789],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['one past a small integer', 32_768],
  ['one past an integer', 2_147_483_648],
  ['the largest safe integer', Number.MAX_SAFE_INTEGER],
  ['a string for anything', 'x'],
  ['a long string', 'ş'.repeat(20_000)],
  ['a NUL character', 'a\u0000b'],
  ['Turkish and right-to-left text', 'İĞÜŞÖÇ ığüşöç مرحبا שלום \u202e'],
  ['an impossible date', '2026-02-30'],
  ['a year zero date', '0000-00-00'],
  ['SQL', "' or 1=1; drop table member; --"],
  ['an array', [[[]]]],
  ['a list of an integer too large', [2_147_483_648]],
  ['a list of hostile text', ['a\u0000', 'ş'.repeat(5_000)]],
  ['an object', { a: { b: {} } }],
  ['null', null],
  ['true', true],
];

const wholeBodies: [label: string, payload: string][] = [
  ['an array body', '[1,2,3]'],
  ['a string body', '"gövde"'],
  ['malformed JSON', '{"a":'],
  ['a body nested 8 000 deep', `{"a":${'['.repeat(8000)}${']'.repeat(8000)}}`],
  ['a prototype key', '{"__proto__":{"isAdmin":true}}'],
];

/** The paths of every field, down to `levels`, from the request schema (following $ref into components). */
function fieldPaths(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, levels = 3, prefix: string[] = []): string[][] {
  if (!schema || levels === 0) return [];
  const resolved = schema.$ref ? components[schema.$ref.split('/').pop()!] : schema;
  const objects = [resolved, ...(resolved?.anyOf ?? [])].filter((s): s is JsonSchema => !!s?.properties);
  return objects.flatMap((object) =>
    Object.entries(object.properties!).flatMap(([key, inner]) => [[...prefix, key], ...fieldPaths(inner, components, levels - 1, [...prefix, key])]),
  );
}

function bodyWith(path: string[], value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let at = body;
  path.forEach((key, i) => {
    if (i === path.length - 1) at[key] = value;
    else at = (at[key] = {}) as Record<string, unknown>;
  });
  return body;
}

/** What is wrong with one answer, or null. */
function fault(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `${status}`;
  if (/\n\s+at .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/.test(text)) return 'a stack trace';
  if (/\b(syntax error at|relation "|violates|duplicate key|select .+ from|insert into)\b/i.test(text)) return 'SQL';
  if (status >= 400 && contentType.includes('application/json')) {
    const body = JSON.parse(text) as { Message?: unknown; code?: unknown };
    if (typeof body.code !== 'string' || !(body.code in errorCatalogue)) return `an uncatalogued code ${String(body.code)}`;
    if (typeof body.Message !== 'string' || body.Message.trim() === '') return 'no message';
  } else if (status >= 400) return `a ${contentType} error`;
  return null;
}

let t: TestApp;
let operations: { name: string; paths: string[][] }[];
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // The administrator holds every back-office role and is an employee: every operation is open to her.
  admin = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } }>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = document.components?.schemas ?? {};
  operations = Object.entries(document.paths)
    .filter(([url, item]) => url.startsWith('/api/') && item.post)
    .map(([url, item]) => ({ name: url.slice('/api/'.length), paths: fieldPaths(item.post!.requestBody?.content?.['application/json']?.schema, components) }));
}, 120_000);
afterAll(() => t?.close());

const send = (name: string, payload: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/${name}`, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('finds the operations and their fields in the document', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.find((o) => o.name === 'CreateComplaintRequest')?.paths).toContainEqual(['subject']);
  });

  it('answers every hostile field value with no 5xx, no stack trace or SQL, and a catalogued Turkish error', async () => {
    const faults: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      for (const path of operation.paths) {
        for (const [label, value] of hostileValues) {
          for (const token of [undefined, admin]) {
            const res = await send(operation.name, JSON.stringify(bodyWith(path, value)), token);
            calls++;
            const found = fault(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
            if (found) faults.push(`${operation.name} ${path.join('.')} = ${label}${token ? ' (signed in)' : ''}: ${found} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(5_000);
    expect(faults).toEqual([]);
  }, 900_000);

  it('answers every malformed whole body the same way', async () => {
    const faults: string[] = [];
    for (const operation of operations) {
      for (const [label, payload] of wholeBodies) {
        for (const token of [undefined, admin]) {
          const res = await send(operation.name, payload, token);
          const found = fault(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
          if (found) faults.push(`${operation.name} ${label}${token ? ' (signed in)' : ''}: ${found} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(faults).toEqual([]);
  }, 300_000);
});
