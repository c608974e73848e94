import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import type { TestApp } from '../../../testing';
import { countRows } from '../../../testing/count-rows';
import { smsInbox } from '../../../testing/identity';
import { waterBillScenario } from '../../../testing/water-bill-scenario';

/*
 * An approved invoice appeal makes the bill again (docs/domain/water.md, "Invoice appeal"). Amounts
 * by hand from the test's home tariff (kuruş per m³): 0–15 m³ 489 + 245 wastewater, 16–30 m³ 687 +
 * 344, ÇTV 110 per m³, KDV 1 % (100 bp) from 2027-01-01; 30-day limits, each line rounded half up.
 *
 * January misread at 130 (base 100 on 01.01): 30 m³ in 30 days:
 *   15 × 489 = 7335, 15 × 245 = 3675, 15 × 687 = 10305, 15 × 344 = 5160 → 26475; ÇTV 30 × 110 = 3300;
 *   KDV 264.75 → 265; total 26475 + 3300 + 265 = 30040.
 * Corrected to 122: 22 m³: 7335 + 3675 + 7 × 687 = 4809 + 7 × 344 = 2408 → 18227; ÇTV 2420;
 *   KDV 182.27 → 182; total 18227 + 2420 + 182 = 20829.
 */

const scenario = waterBillScenario();
const { clock, at, ok } = scenario;
let t: TestApp;
const gsm = '5300000077';

const approve = async (applicationOid: number, extra: Record<string, unknown>) => {
  const row = await t.db.selectFrom('water_application').select('version').where('oid', '=', applicationOid).executeTakeFirstOrThrow();
  return t.call('ActOnBackOfficeWaterApplication', { applicationOid, version: row.version, action: { kind: 'approve', ...extra } }, scenario.clerk());
};
const bills = (subscriptionOid: number) =>
  t.db
    .selectFrom('water_bill')
    .select(['oid', 'period', 'total', 'consumption_m3', 'cancelled_at', 'replaced_by_bill_oid', 'accrual_oid'])
    .where('subscription_oid', '=', subscriptionOid)
    .orderBy('oid')
    .execute();
const accruals = (subscriptionOid: number) =>
  t.db.selectFrom('accrual').select(['oid', 'amount', 'status', 'cancel_reason']).where('subscription_oid', '=', subscriptionOid).orderBy('oid').execute();

const newSubscription = (no: string) => scenario.newSubscription(no, { meterPrefix: 'AP', gsm });

async function appeal(subscription: { oid: number; registryOid: number }, meterReading: number | null, n: number, type = 14, ground: string | null = null) {
  const row = await t.db
    .insertInto('water_application')
    .values({
      tracking_number: `SB-APPL${n}-TEST${n}`,
      application_type: type,
      status: 'received',
      registry_oid: subscription.registryOid,
      member_user_oid: null,
      subscriber_type: null,
      district_code: null,
      street_code: null,
      outer_door_oid: null,
      inner_door_oid: null,
      subscription_oid: subscription.oid,
      created_subscription_oid: null,
      reduction_ground_code: ground,
      meter_reading: meterReading,
      statement: 'Sayaç 122 gösteriyor, faturada 130 yazıyor.',
      gsm,
      email: null,
      fee_total: 0,
      requested_documents: null,
      site_visit_date: null,
      rejection_reason: null,
      assigned_member_oid: null,
      fee_refund_approved_by: null,
      fee_refund_approved_at: null,
      fee_refund_paid_by: null,
      fee_refund_paid_at: null,
      fee_refund_reference: null,
      created_at: clock.now,
      updated_at: clock.now,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}

const subs = { misread: { oid: 0, registryOid: 0 }, paid: { oid: 0, registryOid: 0 }, reduced: { oid: 0, registryOid: 0 } };

beforeAll(async () => {
  t = await scenario.start();
  subs.misread = await newSubscription('6600001');
  subs.paid = await newSubscription('6600002');
  subs.reduced = await newSubscription('6600003');
  await scenario.billJanuary(
    Object.values(subs).map((sub) => sub.oid),
    130,
  );
}, 180_000);
afterAll(() => t.close());

describe('water application decisions that change bills', () => {
  it('cancels the bill through the ledger and makes it again from the corrected index, keeping the old one; exactly one bill is payable', async () => {
    expect((await bills(subs.misread.oid)).map((b) => Number(b.total))).toEqual([30_040]);
    const oid = await appeal(subs.misread, 122, 1);
    await at('2027-02-05');
    const noPeriod = await approve(oid, {});
    expect([noPeriod.statusCode, noPeriod.json().fields]).toEqual([400, { 'action.appealedPeriod': 'İtiraz edilen faturanın dönemini giriniz.' }]);
    const wrong = await approve(oid, { appealedPeriod: '2026-12' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'WATER_BILL_NOT_FOUND']);
    expect((await bills(subs.misread.oid)).length).toBe(1);

    const done = await approve(oid, { appealedPeriod: '2027-01' });
    expect(done.statusCode, done.body).toBe(200);
    const [old, fresh] = await bills(subs.misread.oid);
    expect([Number(old!.total), old!.cancelled_at !== null, Number(old!.replaced_by_bill_oid)]).toEqual([30_040, true, Number(fresh!.oid)]);
    expect([Number(fresh!.total), fresh!.consumption_m3, fresh!.cancelled_at]).toEqual([20_829, 22, null]);
    const debts = await accruals(subs.misread.oid);
    expect(debts.map((a) => [Number(a.amount), a.status])).toEqual([
      [30_040, 'cancelled'],
      [20_829, 'open'],
    ]);
    expect(debts[0]!.cancel_reason).toContain('numaralı itiraz onaylandı');
    // The superseded reading is kept, marked; the corrected one bills.
    const readings = await t.db
      .selectFrom('water_meter_reading')
      .select(['meter_index', 'superseded_at'])
      .where('subscription_oid', '=', subs.misread.oid)
      .orderBy('oid')
      .execute();
    expect(readings.map((r) => [r.meter_index, r.superseded_at !== null])).toEqual([
      [100, false],
      [130, true],
      [122, false],
    ]);
    const bill = operations.GetBackOfficeWaterBill.response.parse(await ok('GetBackOfficeWaterBill', { subscriptionOid: subs.misread.oid, period: '2027-01' }));
    expect([bill.total, bill.cancelled]).toEqual([20_829, false]);
    expect((await smsInbox(t, gsm))[0]!.body).toContain('2027/01 faturanız iptal edildi (300,40 TL) ve 122 m³ endeksle yeniden düzenlendi: 22 m³, 208,29 TL.');
  });

  it('refuses a bill already paid, saying what to do, and changes nothing', async () => {
    const [bill] = await bills(subs.paid.oid);
    await t.db.transaction().execute(async (trx) => {
      await recordCollection(trx, {
        registryOid: subs.paid.registryOid,
        accrualOids: [Number(bill!.accrual_oid)],
        collectionType: 4,
        channel: 'online',
        asOf: '2027-02-03',
        collectedAt: clock.now,
      });
    });
    const oid = await appeal(subs.paid, 122, 2);
    const before = await bills(subs.paid.oid);
    const refused = await approve(oid, { appealedPeriod: '2027-01' });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'WATER_APPEAL_BILL_PAID']);
    expect(refused.json().Message).toContain('iade veya sonraki faturaya mahsup');
    expect(await bills(subs.paid.oid)).toEqual(before);
    const row = await t.db.selectFrom('water_application').select('status').where('oid', '=', oid).executeTakeFirstOrThrow();
    expect(row.status).toBe('received');
  });

  it('refuses a bill in a card payment in progress, changing nothing', async () => {
    const [bill] = await bills(subs.reduced.oid);
    const order = await t.db
      .insertInto('online_payment_order')
      .values({
        order_number: `T-APPEAL-${bill!.accrual_oid}`,
        registry_oid: subs.reduced.registryOid,
        member_user_oid: null,
        payer_kind: 'member',
        bank_code: '0010',
        amount: 30_040,
        accrual_key: String(bill!.accrual_oid),
        status: 'created',
        client_ip: '127.0.0.1',
        created_at: clock.now,
        updated_at: clock.now,
        expires_at: clock.now,
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('online_payment_lock')
      .values({ accrual_oid: Number(bill!.accrual_oid), order_oid: order.oid })
      .execute();
    const oid = await appeal(subs.reduced, 130, 6);
    const before = [await bills(subs.reduced.oid), await accruals(subs.reduced.oid)];
    const refused = await approve(oid, { appealedPeriod: '2027-01' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'DEBT_IN_PAYMENT']);
    expect([await bills(subs.reduced.oid), await accruals(subs.reduced.oid)]).toEqual(before);
    await t.db.deleteFrom('online_payment_lock').where('order_oid', '=', order.oid).execute();
    await t.db.updateTable('water_application').set({ status: 'rejected', rejection_reason: 'Test: kapatıldı.' }).where('oid', '=', oid).execute();
  });

  it('an approved tariff reduction reduces the next bill, not the one made; a rejected one changes nothing', async () => {
    const rejected = await appeal(subs.reduced, null, 3, 5, '2');
    const version = (await t.db.selectFrom('water_application').select('version').where('oid', '=', rejected).executeTakeFirstOrThrow()).version;
    await ok('ActOnBackOfficeWaterApplication', { applicationOid: rejected, version, action: { kind: 'reject', reason: 'Şehit yakını belgesi geçerli değil.' } });
    const reductions = () => t.db.selectFrom('water_subscription_reduction').select('reduction_code').where('subscription_oid', '=', subs.reduced.oid).execute();
    expect(await reductions()).toEqual([]);
    // A household on social aid has no social tariff of its own: the clerk chooses one.
    const aid = await appeal(subs.reduced, null, 4, 5, '4');
    const noGround = await approve(aid, {});
    expect([noGround.statusCode, noGround.json().fields]).toEqual([400, { 'action.reductionCode': 'Bu indirim gerekçesi için uygulanacak tarife indirimini seçiniz.' }]);
    expect(await reductions()).toEqual([]);
    const approved = await approve(aid, { reductionCode: 'MARTYR_VETERAN' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await reductions()).toEqual([{ reduction_code: 'MARTYR_VETERAN' }]);
    const tracking = (await t.db.selectFrom('water_application').select('tracking_number').where('oid', '=', aid).executeTakeFirstOrThrow()).tracking_number;
    const changes = await t.db.selectFrom('water_reduction_change').select(['reduction_code', 'reason']).where('subscription_oid', '=', subs.reduced.oid).execute();
    expect(changes).toEqual([{ reduction_code: 'MARTYR_VETERAN', reason: `${tracking} numaralı tarife indirimi başvurusu onaylandı.` }]);
    expect((await smsInbox(t, gsm))[0]!.body).toContain('Şehit yakını / gazi ve gazi yakını indirimi bir sonraki faturanızdan itibaren uygulanacaktır.');
    // January's bill, made before, stays as it was: 130 − 100 = 30 m³, 30040.
    expect((await bills(subs.reduced.oid)).map((b) => Number(b.total))).toEqual([30_040]);
  });

  it('a second run of the period changes nothing, and February bills from the corrected index', async () => {
    const count = () => countRows(t.db, 'water_bill');
    const before = await count();
    await ok('RunBackOfficeWaterBilling', { period: '2027-01' });
    expect(await count()).toBe(before);
    await at('2027-02-28');
    await ok('EnterBackOfficeWaterReading', { subscriptionOid: subs.misread.oid, meterStatus: 1, meterIndex: 140 });
    await ok('EnterBackOfficeWaterReading', { subscriptionOid: subs.reduced.oid, meterStatus: 1, meterIndex: 148 });
    await at('2027-03-01');
    await ok('RunBackOfficeWaterBilling', { period: '2027-02' });
    // 140 − 122 = 18 m³ from 31.01 to 28.02 (28 days).
    const february = operations.GetBackOfficeWaterBill.response.parse(await ok('GetBackOfficeWaterBill', { subscriptionOid: subs.misread.oid, period: '2027-02' }));
    expect([february.consumptionM3, february.days]).toEqual([18, 28]);
    /*
     * The reduced subscription: 148 − 130 = 18 m³ in 28 days (limits 15 × 28 / 30 = 14 and 28 m³):
     * 14 × 489 = 6846, 14 × 245 = 3430, 4 × 687 = 2748, 4 × 344 = 1376 → 14400; the 50 % reduction
     * 7200; KDV 1 % of 7200 = 72; ÇTV 18 × 110 = 1980; total 7200 + 72 + 1980 = 9252.
     */
    const reduced = operations.GetBackOfficeWaterBill.response.parse(await ok('GetBackOfficeWaterBill', { subscriptionOid: subs.reduced.oid, period: '2027-02' }));
    expect(reduced.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['consumption', 0],
      ['water', 6846],
      ['wastewater', 3430],
      ['water', 2748],
      ['wastewater', 1376],
      ['reduction', -7200],
      ['vat', 72],
      ['environmentTax', 1980],
    ]);
    expect(reduced.total).toBe(9252);
  });
});
