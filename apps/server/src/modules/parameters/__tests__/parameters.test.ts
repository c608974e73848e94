import { operations, parameterTypeCodes } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('parameters', () => {
  it('lists a lookup list in its order', async () => {
    const res = await t.call('RetrieveParametersWithoutAuthorization', { parameterTypeCode: parameterTypeCodes.subscriberType });
    expect(res.statusCode).toBe(200);
    const list = operations.RetrieveParametersWithoutAuthorization.response.parse(res.json());
    expect(list.map((p) => p.parameterCode)).toEqual(['G', 'Y', 'T', 'K', 'D', '*']);
  });

  it('gives one value, and 404 for an unknown code', async () => {
    const res = await t.call('GetParameterValue', { parameterTypeCode: '101', parameterCode: '10' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parameterName: 'Tahsilat masraf oranı (binde)', parameterValue: '0' });
    const missing = await t.call('GetParameterValue', { parameterTypeCode: '101', parameterCode: 'NOPE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'PARAMETER_NOT_FOUND', Message: 'Parametre bulunamadı.' });
  });

  it('accepts every code the spec allows and refuses others', async () => {
    expect((await t.call('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '373' })).json()).toEqual([]);
    const bad = await t.call('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '84' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.parameterTypeCode).toBe('Geçersiz parametre türü.');
  });

  it('keeps an inactive value out of the lists', async () => {
    await t.db.updateTable('parameter').set({ is_active: false }).where('parameter_type_code', '=', '12').where('parameter_code', '=', '99').execute();
    const list = (await t.call('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '12' })).json() as { parameterCode: string }[];
    expect(list.map((p) => p.parameterCode)).not.toContain('99');
    expect((await t.call('GetParameterValue', { parameterTypeCode: '12', parameterCode: '99' })).statusCode).toBe(404);
  });
});
