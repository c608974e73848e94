import { errorCatalogue, operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

let t: TestApp;
let ahmet: string;
let registryInfoOid: number;
// 12:00 in Istanbul, outside the demo's nightly payment pause.
const now = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  registryInfoOid = (await t.db.selectFrom('registry').select('oid').where('national_id', '=', '10000000146').executeTakeFirstOrThrow()).oid;
});
afterAll(() => t.close());

const balances = async (delayFineCalculationDate?: string) => {
  const r = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid, ...(delayFineCalculationDate ? { delayFineCalculationDate } : {}) }, ahmet);
  expect(r.statusCode, r.body).toBe(200);
  return operations.GetDeclarationAccrumentBalancesofEMunicipality.response.parse(r.json());
};
const orders = async () =>
  Number(
    (
      await t.db
        .selectFrom('online_payment_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the delay-fine date', () => {
  it('refuses a day before today on the list and on the check, with a stable code, the Turkish reason on the field, and nothing stored', async () => {
    const before = await orders();
    for (const [name, body] of [
      ['GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid, delayFineCalculationDate: '2026-11-22' }],
      ['CheckPayableSelection', { registryInfoOid, accrumentOidList: [1], delayFineCalculationDate: '2020-01-01' }],
    ] as const) {
      const r = await t.call(name, body, ahmet);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toEqual({
        code: 'FINE_DATE_IN_PAST',
        Message: 'Gecikme zammı hesaplama tarihi bugünden önce olamaz. Lütfen bugünü veya ileri bir tarihi seçiniz.',
        fields: { delayFineCalculationDate: errorCatalogue.FINE_DATE_IN_PAST.tr },
      });
    }
    expect(await orders()).toBe(before);
  });

  it('answers a later day as a forecast, which the check refuses to price for payment', async () => {
    const today = await balances();
    expect(today).toMatchObject({ delayFineCalculationDate: '2026-11-23', isForecast: false });
    const later = await balances('2026-12-15');
    expect(later).toMatchObject({ delayFineCalculationDate: '2026-12-15', isForecast: true });
    expect(later.totals.total).toBeGreaterThan(today.totals.total);
    const r = await t.call('CheckPayableSelection', { registryInfoOid, accrumentOidList: [today.lines[0]!.accrumentOid], delayFineCalculationDate: '2026-12-15' }, ahmet);
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('FINE_DATE_NOT_PAYABLE');
  });

  it("charges at checkout exactly what today's list shows, across income types, each line named the same", async () => {
    const list = await balances();
    const fine = list.lines.find((l) => l.incomeTypeCode === 'CEZA')!;
    const tax = list.lines.find((l) => l.incomeTypeCode === 'EMLAK' && l.instalmentNo === 1)!;
    const water = list.lines.find((l) => l.incomeTypeCode === 'SU' && l.subscription?.subscriberNo === '1000001')!;
    // The administrative fine: 3.124,00 TL due 14.04.2025, on 23.11.2026. From 15.04.2025, 19 whole
    // months: 7 at 4,5 % (to 14.11.2025) and 12 at 3,7 % = 75,90 %; then 9 days (15.11–23.11) at
    // 3,7 % / 30 = 0,1234 % a day = 1,1106 %. 77,0106 % of 312 400 kuruş = 240 581,11 → 240 581.
    expect(fine).toMatchObject({ principal: 312_400, delayFine: 240_581, total: 552_981 });
    // Water carries no delay fine, and names its subscription and its month.
    expect(water).toMatchObject({ delayFine: 0, subscription: { subscriberNo: '1000001', address: 'Bostancık Köyü Ilgın Cad. No:5 İç Kapı:5' } });
    expect(water.periodLabel).toMatch(/^\d{4}\/\d{2}$/);
    const chosen = [fine, tax, water];
    const shown = fine.total + tax.total + water.total;

    const checked = await t.call('CheckPayableSelection', { registryInfoOid, accrumentOidList: chosen.map((l) => l.accrumentOid), delayFineCalculationDate: '2026-11-23' }, ahmet);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().totals.total).toBe(shown);

    const { orderNumber } = (await t.call('GetOrderNumberForOnlinePayment', {})).json() as { orderNumber: string };
    const opened = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: registryInfoOid, accrumentOidList: chosen.map((l) => l.accrumentOid), bankCode: '0010' } },
      ahmet,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const order = operations.SaveOnlinePaymentRequest.response.parse(opened.json());
    expect(order.totalDebt).toBe(shown);
    for (const line of chosen) {
      expect(order.lines.find((l) => l.accrumentOid === line.accrumentOid)).toMatchObject({
        totalAmount: line.total,
        delayFineAmount: line.delayFine,
        periodLabel: line.periodLabel,
        ...(line.subscription ? { subscription: line.subscription } : {}),
      });
    }
    expect(order.lines.find((l) => l.accrumentOid === tax.accrumentOid)!.subscription).toBeUndefined();
  });
});
