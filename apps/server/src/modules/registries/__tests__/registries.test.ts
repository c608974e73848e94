import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoCompanies, demoPeople, signIn } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const asiGida = demoCompanies[0]!;

let t: TestApp;
let ahmetsToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ahmetsToken = (await signIn(t, ahmet.nationalId)).AccessToken;
});
afterAll(() => t.close());

describe('GetFilteredRegistries', () => {
  it("answers the member's own registry and the companies they represent", async () => {
    const res = await t.call('GetFilteredRegistries', { filter: ahmet.nationalId, registryType: '' }, ahmetsToken);
    expect(res.statusCode, res.body).toBe(200);
    const list = operations.GetFilteredRegistries.response.parse(res.json());
    expect(list.map((r) => [r.nationalId ?? r.taxNumber, r.isOwn, r.hasMembership])).toEqual([
      [ahmet.nationalId, true, true],
      [asiGida.taxNumber, false, true],
    ]);
    const companies = (await t.call('GetFilteredRegistries', { filter: ahmet.nationalId, registryType: 'T' }, ahmetsToken)).json();
    expect(companies).toHaveLength(1);
    expect(companies[0].nameOrTitle).toBe(asiGida.title);
  });

  it("never answers anyone else's registries", async () => {
    const other = await t.call('GetFilteredRegistries', { filter: zeynep.nationalId, registryType: '' }, ahmetsToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'REGISTRY_NOT_FOUND', Message: 'Sicil bilgisi bulunamadı.' });
    expect((await t.call('GetFilteredRegistries', { filter: zeynep.nationalId, registryType: '' })).statusCode).toBe(401);
    const forgedHandle = await t.call('GetFilteredRegistries', { filter: zeynep.nationalId, registryType: '', token: 'h'.repeat(43) });
    expect(forgedHandle.json()).toEqual({ code: 'EDEVLET_INVALID_TOKEN', Message: 'Geçersiz token, E-devlet girişi başarısız' });
  });

  it('refuses bad input with field errors', async () => {
    const res = await t.call('GetFilteredRegistries', { filter: '1234', registryType: 'Q' }, ahmetsToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.filter).toBe('Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.');
    expect(res.json().fields.registryType).toBeTruthy();
  });
});

describe('GetRetailRegistryInfoViaNISWithoutAuthorization', () => {
  it('confirms a person by TCKN and birth date with masked name and phone only', async () => {
    const [year, month, day] = zeynep.birthDate.split('-').map(Number);
    const res = await t.call('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: zeynep.nationalId, year, month, day });
    expect(res.json()).toEqual({ registryType: 'G', maskedName: 'ZE*** KA***', maskedGsm: '(5**) *** ** 21' });
    expect(res.body).not.toContain(zeynep.gsm);
  });

  it('is rate-limited per address', async () => {
    const { max } = t.config.identity.rateLimits.registryLookupPerIp;
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/GetRetailRegistryInfoViaNISWithoutAuthorization',
        remoteAddress: '10.9.9.9',
        payload: { personPidNo: zeynep.nationalId, year: 1985, month: 1, day: 1 },
      });
    for (let i = 0; i < max; i++) expect((await ask()).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(429);
  });
});
