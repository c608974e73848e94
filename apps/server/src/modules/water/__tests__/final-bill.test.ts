import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { countRows } from '../../../testing/count-rows';
import { waterBillScenario } from '../../../testing/water-bill-scenario';

/*
 * A cut line's final bill (docs/domain/water.md, "Cancellation and set-off"). Every amount is
 * worked out by hand from the test's own home tariff (kuruş per m³): 0–15 m³ 489 + 245 wastewater,
 * 16–30 m³ 687 + 344, ÇTV 110 per m³, KDV 1 % (100 bp) from 2027-01-01. Limits are per 30 days
 * (for d days L × d / 30); each line is rounded half up; KDV is on water and wastewater.
 *
 * January (base 100 on 01.01, 122 on 31.01; 22 m³ in 30 days):
 *   15 × 489 = 7335, 15 × 245 = 3675, 7 × 687 = 4809, 7 × 344 = 2408 → 18227; ÇTV 22 × 110 = 2420;
 *   KDV 18227 × 1 % = 182.27 → 182; total 18227 + 2420 + 182 = 20829.
 * Final bill on 15.02 (15 days since 31.01, limits 7.5 and 15 m³), index 134: 12 m³:
 *   7.5 × 489 = 3667.5 → 3668, 7.5 × 245 = 1837.5 → 1838, 4.5 × 687 = 3091.5 → 3092, 4.5 × 344 = 1548
 *   → 10146; ÇTV 12 × 110 = 1320; KDV 101.46 → 101; total 10146 + 1320 + 101 = 11567.
 * Final bill on 15.02 of a meter not working: the estimate is January's 22 m³ / 30 days × 15 = 11 m³:
 *   3668 + 1838, 3.5 × 687 = 2404.5 → 2405, 3.5 × 344 = 1204 → 9115; ÇTV 11 × 110 = 1210; KDV 91.15 → 91;
 *   total 9115 + 1210 + 91 = 10416.
 * Final index 124 on 15.02: 2 m³ in 15 days, against January's 22 m³ in 30: 2 × 30 × 3 = 180 is
 *   less than 22 × 15 = 330, under a third of the average, so the clerk must confirm it. Confirmed:
 *   2 × 489 = 978, 2 × 245 = 490 → 1468; ÇTV 2 × 110 = 220; KDV 14.68 → 15; total 1468 + 220 + 15 = 1703.
 */

const scenario = waterBillScenario();
const { clock, at, ok } = scenario;
let t: TestApp;
const subs = { read: 0, broken: 0, unusual: 0 };

const act = (cancellationOid: number, action: Record<string, unknown>) =>
  t.db
    .selectFrom('contract_cancellation')
    .select('version')
    .where('oid', '=', cancellationOid)
    .executeTakeFirstOrThrow()
    .then((row) => t.call('ActOnBackOfficeWaterCancellation', { cancellationOid, version: row.version, action }, scenario.clerk()));
const bill = async (subscriptionOid: number, period: string) => operations.GetBackOfficeWaterBill.response.parse(await ok('GetBackOfficeWaterBill', { subscriptionOid, period }));
const waterAccruals = (subscriptionOid: number) =>
  t.db.selectFrom('accrual').select(['oid', 'amount', 'status', 'description']).where('subscription_oid', '=', subscriptionOid).orderBy('oid').execute();
const payable = async (subscriptionOid: number) => {
  const rows = await t.db
    .selectFrom('accrual as a')
    .leftJoin('collection_line as l', 'l.accrual_oid', 'a.oid')
    .select((eb) => ['a.oid', 'a.amount', eb.fn.coalesce(eb.fn.sum<string>('l.principal_amount'), eb.val('0')).as('paid')])
    .where('a.subscription_oid', '=', subscriptionOid)
    .where('a.status', '!=', 'cancelled')
    .groupBy(['a.oid', 'a.amount'])
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount) - Number(r.paid), 0);
};

async function filed(subscriptionOid: number) {
  const sub = await t.db.selectFrom('subscription').select(['registry_oid', 'subscriber_no']).where('oid', '=', subscriptionOid).executeTakeFirstOrThrow();
  await t.db.updateTable('subscription').set({ water_line_status: 2 }).where('oid', '=', subscriptionOid).execute();
  const row = await t.db
    .insertInto('contract_cancellation')
    .values({
      // A number as issued (two groups of five, no 0 or 1), so the subscriber's status lookup takes it.
      tracking_number: `AI-FNLBL-SUBS${'ABCDEFGHJK'[Number(sub.subscriber_no.slice(-1))]}`,
      subscription_oid: subscriptionOid,
      registry_oid: sub.registry_oid,
      status: 'received',
      water_line_cutting_date: '2027-02-15',
      deposit_return_type: 1,
      iban_owner: 'Test Abone',
      bank_iban_no: 'TR330006100519786457841326',
      bank_branch_oid: null,
      cancellation_reason_code: null,
      address: 'Test adresi, Antakya/Hatay',
      email: null,
      gsm: '5300000009',
      deposit_amount: 50_000,
      open_debt_total: 0,
      set_off_amount: 0,
      refund_amount: 50_000,
      member_user_oid: null,
      created_at: clock.now,
      updated_at: clock.now,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}

beforeAll(async () => {
  t = await scenario.start();
  subs.read = (await scenario.newSubscription('7700001', { meterPrefix: 'FB', depositAmount: 50_000 })).oid;
  subs.broken = (await scenario.newSubscription('7700002', { meterPrefix: 'FB', depositAmount: 50_000 })).oid;
  subs.unusual = (await scenario.newSubscription('7700003', { meterPrefix: 'FB', depositAmount: 50_000 })).oid;
  await scenario.billJanuary([subs.read, subs.broken, subs.unusual], 122);
}, 180_000);
afterAll(() => t.close());

describe("a cut line's final bill", () => {
  it('bills the water since the last bill from the final index, and the set-off includes it, leaving nothing to pay twice', async () => {
    expect((await bill(subs.read, '2027-01')).total).toBe(20_829);
    const oid = await filed(subs.read);
    expect((await act(oid, { kind: 'sendCutOrder' })).statusCode).toBe(200);
    await at('2027-02-15');

    const before = await waterAccruals(subs.read);
    const low = await act(oid, { kind: 'recordLineCut', meterStatus: 1, meterIndex: 120 });
    expect([low.statusCode, low.json().code, low.json().fields]).toEqual([422, 'WATER_FINAL_INDEX_BELOW_PREVIOUS', { 'action.meterIndex': 'Önceki endeks 122 m³.' }]);
    const missing = await act(oid, { kind: 'recordLineCut', meterStatus: 1 });
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { 'action.meterIndex': 'Sayacın son endeksini giriniz.' }]);
    expect(await waterAccruals(subs.read)).toEqual(before);

    const cut = await act(oid, { kind: 'recordLineCut', meterStatus: 1, meterIndex: 134 });
    expect(cut.statusCode, cut.body).toBe(200);
    const final = await bill(subs.read, '2027-02');
    expect([final.final, final.fromDate, final.toDate, final.days, final.consumptionM3, final.estimateReason, final.total]).toEqual([
      true,
      '2027-01-31',
      '2027-02-15',
      15,
      12,
      null,
      11_567,
    ]);
    expect(final.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['consumption', 0],
      ['water', 3668],
      ['wastewater', 1838],
      ['water', 3092],
      ['wastewater', 1548],
      ['vat', 101],
      ['environmentTax', 1320],
    ]);
    // Debts 20829 + 11567 = 32396, all set off from the 50000 deposit; 50000 − 32396 = 17604 is refunded.
    expect(cut.json()).toMatchObject({ stage: 'lineCut', finalBill: { openDebtTotal: 32_396, setOffAmount: 32_396, refundAmount: 17_604 } });
    // The subscriber's own status reads the final amounts, not the filing's 0 set off and 50000 refund.
    const status = await t.call('GetContractCancellationStatus', { trackingNumber: 'AI-FNLBL-SUBSB', gsmNumber: '5300000009' });
    expect(status.json()).toMatchObject({ stage: 'lineCut', depositAmount: 50_000, setOffAmount: 32_396, refundAmount: 17_604 });
    const accruals = await waterAccruals(subs.read);
    expect(accruals.map((a) => [Number(a.amount), a.status])).toEqual([
      [20_829, 'paid'],
      [11_567, 'paid'],
    ]);
    expect(accruals[1]!.description).toBe('Son Fatura - Su Kullanım Bedeli (12 m³)');
    expect(await payable(subs.read)).toBe(0);
  });

  it('bills a meter not working on the estimate, marked so', async () => {
    const oid = await filed(subs.broken);
    await at('2027-02-14');
    expect((await act(oid, { kind: 'sendCutOrder' })).statusCode).toBe(200);
    await at('2027-02-15');
    const cut = await act(oid, { kind: 'recordLineCut', meterStatus: 2 });
    expect(cut.statusCode, cut.body).toBe(200);
    const final = await bill(subs.broken, '2027-02');
    expect([final.final, final.days, final.consumptionM3, final.estimateReason, final.total]).toEqual([true, 15, 11, 'meterNotWorking', 10_416]);
    // 20829 + 10416 = 31245 set off; 50000 − 31245 = 18755 refunded.
    expect(cut.json()).toMatchObject({ finalBill: { openDebtTotal: 31_245, setOffAmount: 31_245, refundAmount: 18_755 } });
    expect(await payable(subs.broken)).toBe(0);
  });

  it('takes a final index far from the average only when the clerk confirms it', async () => {
    const oid = await filed(subs.unusual);
    await at('2027-02-14');
    expect((await act(oid, { kind: 'sendCutOrder' })).statusCode).toBe(200);
    await at('2027-02-15');
    const before = await waterAccruals(subs.unusual);
    const unconfirmed = await act(oid, { kind: 'recordLineCut', meterStatus: 1, meterIndex: 124 });
    expect([unconfirmed.statusCode, unconfirmed.json().code, unconfirmed.json().fields]).toEqual([
      422,
      'WATER_FINAL_INDEX_UNUSUAL',
      { 'action.meterIndex': 'Endeksi kontrol edip onaylayınız.' },
    ]);
    expect(await waterAccruals(subs.unusual)).toEqual(before);
    expect(await t.db.selectFrom('subscription').select('water_line_status').where('oid', '=', subs.unusual).executeTakeFirstOrThrow()).toEqual({ water_line_status: 2 });

    const cut = await act(oid, { kind: 'recordLineCut', meterStatus: 1, meterIndex: 124, confirmed: true });
    expect(cut.statusCode, cut.body).toBe(200);
    const final = await bill(subs.unusual, '2027-02');
    expect([final.days, final.consumptionM3, final.estimateReason, final.total]).toEqual([15, 2, null, 1703]);
    // 20829 + 1703 = 22532 set off; 50000 − 22532 = 27468 refunded.
    expect(cut.json()).toMatchObject({ finalBill: { openDebtTotal: 22_532, setOffAmount: 22_532, refundAmount: 27_468 } });
  });

  it("leaves the cut subscriptions out of February's run, and a second run changes nothing", async () => {
    await at('2027-03-01');
    const count = () => countRows(t.db, 'water_bill');
    const bills = await count();
    const run = await ok('RunBackOfficeWaterBilling', { period: '2027-02' });
    expect([run.billCount, run.total]).toEqual([0, 0]);
    expect(await count()).toBe(bills);
    expect(await ok('RunBackOfficeWaterBilling', { period: '2027-02' })).toEqual(run);
    expect(await count()).toBe(bills);
    expect([(await bill(subs.read, '2027-02')).total, await payable(subs.read)]).toEqual([11_567, 0]);
  });
});
