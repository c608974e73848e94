import { errorCatalogue } from '@ebelediye/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { demoPeople, signIn } from '../../testing/identity';
import { registerErrorHandler } from '../error-handler';
import { jsonBodyProblem, MAX_JSON_DEPTH } from '../json-body';

let t: TestApp;
let zeynep: string;
beforeAll(async () => {
  t = await createTestApp();
  zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
});
afterAll(() => t.close());

const post = (name: string, payload: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/${name}`, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });

/** `levels` arrays inside one another, as an attacker nests a body. */
const nested = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('a body the database or the parser cannot take is a 400 in Turkish, never a 500', () => {
  it('a NUL character in any string field: 400 INVALID_CHARACTER and nothing written', async () => {
    const before = await t.db
      .selectFrom('complaint')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [string, string, string | undefined][] = [
      ['CreateComplaintRequest', JSON.stringify({ subject: 'Çöp\u0000', description: 'Konteyner taşıyor' }), zeynep],
      ['GetResolutionList', JSON.stringify({ criteria: { body: 'council', searchText: 'imar\u0000' } }), undefined],
      ['GetMemberComplaintRequests', JSON.stringify({ searchText: '\u0000' }), zeynep],
      ['UploadFile', JSON.stringify({ request: { fileName: 'a\u0000.pdf', documentName: 'Belge', contentBase64: 'AAAA' } }), zeynep],
      // The key of a field, too.
      ['AddressGetCountyListWithoutAuthorization', '{"city\\u0000Code": 31}', undefined],
    ];
    for (const [name, payload, token] of cases) {
      const res = await post(name, payload, token);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ Message: errorCatalogue.INVALID_CHARACTER.tr, code: 'INVALID_CHARACTER' });
    }
    const after = await t.db
      .selectFrom('complaint')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a body nested 8 000 levels deep: 400 REQUEST_TOO_DEEP, on a member call and on a cached public lookup', async () => {
    for (const [name, token] of [
      ['GetMemberComplaintRequests', zeynep],
      ['AddressGetCountyListWithoutAuthorization', undefined],
      ['GetDeclarationAccrumentBalancesofEMunicipality', zeynep],
    ] as const) {
      const res = await post(name, nested(8000), token);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ Message: errorCatalogue.REQUEST_TOO_DEEP.tr, code: 'REQUEST_TOO_DEEP' });
    }
  });

  it('counts the depth outside strings only, and finds the NUL escape only inside them', () => {
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH + 1))).toBe('REQUEST_TOO_DEEP');
    expect(jsonBodyProblem(JSON.stringify({ text: '['.repeat(500) + '\\u0000 yazısı' }))).toBeNull();
    expect(jsonBodyProblem('{"text":"a\\\\u0000"}')).toBeNull();
    expect(jsonBodyProblem('{"text":"a\\u0000"}')).toBe('INVALID_CHARACTER');
  });

  it('Turkish and right-to-left text is taken as it is', async () => {
    const res = await post('GetResolutionList', JSON.stringify({ criteria: { body: 'council', searchText: 'İĞÜŞÖÇ ığüşöç مرحبا שלום' } }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a value the database refuses after validation', () => {
  it("is the caller's 400 when only input causes it, and stays a 500 when the server is at fault", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/:sqlState', async (request) => {
      throw Object.assign(new Error('from the database'), { code: (request.params as { sqlState: string }).sqlState });
    });
    try {
      for (const sqlState of ['22003', '22P02', '22001', '22021']) {
        const res = await app.inject({ method: 'GET', url: `/${sqlState}` });
        expect(res.statusCode, sqlState).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      // Division by zero and a broken constraint are the server's own faults.
      for (const sqlState of ['22012', '23505']) expect((await app.inject({ method: 'GET', url: `/${sqlState}` })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
