import { isValidTurkishIban, operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('banks', () => {
  it('lists banks with their EFT codes and the branches of one', async () => {
    const banks = operations.RetrieveBanksWithoutAuthorization.response.parse((await t.call('RetrieveBanksWithoutAuthorization')).json());
    expect(banks.find((b) => b.bankCode === '0010')).toMatchObject({ eftCode: '00010', bankName: 'T.C. Ziraat Bankası A.Ş.' });
    const branches = operations.RetrieveBankBranchesWithoutAuthorization.response.parse((await t.call('RetrieveBankBranchesWithoutAuthorization', { bankCode: '0010' })).json());
    expect(branches.length).toBeGreaterThan(2);
    expect(branches.every((b) => b.bankCode === '0010')).toBe(true);
  });

  it('refuses an unknown bank and a malformed code', async () => {
    expect((await t.call('RetrieveBankBranchesWithoutAuthorization', { bankCode: '9999' })).statusCode).toBe(404);
    expect((await t.call('RetrieveBankBranchesWithoutAuthorization', { bankCode: '10' })).json().fields.bankCode).toBe('Banka kodu 4 haneli olmalıdır.');
  });
});

describe('offices', () => {
  it('lists enforcement offices with valid IBANs', async () => {
    const offices = operations.RetrieveEnforcementOfficeWithoutAuthorization.response.parse((await t.call('RetrieveEnforcementOfficeWithoutAuthorization')).json());
    expect(offices.length).toBeGreaterThan(3);
    expect(offices.every((o) => isValidTurkishIban(o.iban))).toBe(true);
  });

  it('lists the public-relations application kinds', async () => {
    const kinds = operations.GetPRApplicationTypeWithoutAuthorization.response.parse((await t.call('GetPRApplicationTypeWithoutAuthorization')).json());
    expect(kinds.map((k) => k.applicationTypeName)).toContain('Şikayet');
  });
});

describe('server time', () => {
  it('gives the Istanbul time from the server clock', async () => {
    const fixed = await createTestApp({ seed: false, now: () => new Date('2026-11-22T22:30:00Z') });
    try {
      expect((await fixed.call('GetServerTime')).json()).toEqual({
        serverTime: '2026-11-23T01:30:00+03:00',
        istanbulDate: '2026-11-23',
        timeZone: 'Europe/Istanbul',
      });
    } finally {
      await fixed.close();
    }
  });
});
