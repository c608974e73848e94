import { defaultMaxBodyBytes, errorCatalogue, fileLimits, operations, type OperationDefinition } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (name: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${name}`, headers: { 'content-type': 'application/json', ...headers }, payload });

const jsonOfSize = (bytes: number) => JSON.stringify({ data: 'x'.repeat(bytes) });

describe('body limit per operation', () => {
  it('a 2 MB body to an ordinary operation is refused with 413 and a Turkish message', async () => {
    const res = await post('AddressGetCountyListWithoutAuthorization', jsonOfSize(2 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: errorCatalogue.REQUEST_TOO_LARGE.tr, code: 'REQUEST_TOO_LARGE' });
  });

  it('a body just over the default limit is refused, one under it is read', async () => {
    expect((await post('AddressGetCountyListWithoutAuthorization', jsonOfSize(defaultMaxBodyBytes + 1))).statusCode).toBe(413);
    const under = await post('AddressGetCountyListWithoutAuthorization', JSON.stringify({ cityCode: 31, pad: 'x'.repeat(defaultMaxBodyBytes - 100) }));
    expect(under.statusCode).not.toBe(413);
  });

  it('an upload is read up to the file limit, and an anonymous 12 MB body is refused', async () => {
    const big = JSON.stringify({ request: { fileName: 'a.pdf', documentName: 'Belge', contentBase64: 'A'.repeat(1024 * 1024) } });
    const read = await post('UploadFile', big);
    expect(read.statusCode).not.toBe(413);
    const huge = await post('UploadFile', JSON.stringify({ request: { fileName: 'a.pdf', documentName: 'Belge', contentBase64: 'A'.repeat(12 * 1024 * 1024) } }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('REQUEST_TOO_LARGE');
    expect((operations.UploadFile as OperationDefinition).maxBodyBytes).toBeGreaterThan(fileLimits.maxBytes);
  });
});

describe('member and staff operations answer 401 without a token, whatever the body', () => {
  const guarded = Object.values(operations as Record<string, OperationDefinition>).filter((o) => o.access === 'member' || o.access === 'staff');
  const bodies: [string, string | undefined][] = [
    ['no body', undefined],
    ['an empty object', '{}'],
    ['malformed JSON', '{"a":'],
    ['wrong types', JSON.stringify({ registryOid: 'x', orderNumber: [1], card: 5, request: null })],
    ['a 2 MB body', jsonOfSize(2 * 1024 * 1024)],
  ];

  it('the registry has member and staff operations to check', () => {
    expect(guarded.filter((o) => o.access === 'member').length).toBeGreaterThan(20);
    expect(guarded.some((o) => o.access === 'staff')).toBe(true);
  });

  it.each(bodies)('every guarded operation with %s: 401', async (_label, payload) => {
    const wrong: string[] = [];
    for (const operation of guarded) {
      const res = payload === undefined ? await t.app.inject({ method: 'POST', url: `/api/${operation.name}` }) : await post(operation.name, payload);
      if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') wrong.push(`${operation.name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a forged token is a 401 too, before the body', async () => {
    const wrong: string[] = [];
    for (const operation of guarded) {
      const res = await post(operation.name, '{"a":', { authorization: 'Bearer not.a.token' });
      if (res.statusCode !== 401) wrong.push(`${operation.name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('payer operations answer 401 to a caller with neither a token nor a payment proof, before validating the body', () => {
  const payers = Object.values(operations as Record<string, OperationDefinition>).filter((o) => o.access === 'payer');

  it('the debt balances, the selection check and the water lists are payer operations', () => {
    const names = payers.map((o) => o.name);
    for (const name of ['GetDeclarationAccrumentBalancesofEMunicipality', 'CheckPayableSelection', 'ControlCollection', 'GetAccrumentListForEMunicipality'])
      expect(names).toContain(name);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', '{}'],
    ['wrong types', JSON.stringify({ registryInfoOid: 'x', delayFineCalculationDate: 5, subscriberInfoOid: [], accrumentOidList: 'y' })],
    ['a forged token and wrong types', JSON.stringify({ registryInfoOid: 'x' }), 'Bearer not.a.token'],
  ])('every payer operation with %s: 401', async (_label, payload, authorization?: string) => {
    const wrong: string[] = [];
    for (const operation of payers) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const res = payload === undefined ? await t.app.inject({ method: 'POST', url: `/api/${operation.name}`, headers }) : await post(operation.name, payload, headers);
      if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') wrong.push(`${operation.name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a caller with a payment proof is judged on the proof, not sent to sign in', async () => {
    const res = await post('GetDeclarationAccrumentBalancesofEMunicipality', JSON.stringify({ paymentProof: 'x'.repeat(40) }));
    expect(res.statusCode).not.toBe(401);
    expect(res.json().code).toBe('PAYMENT_PROOF_INVALID');
    const nested = await post('ControlCollection', JSON.stringify({ accrumentOidList: [1], concreteCollection: { registryOid: 1, paymentProof: 'x'.repeat(40) } }));
    expect(nested.json().code).toBe('PAYMENT_PROOF_INVALID');
  });
});
