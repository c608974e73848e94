import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revenueCodes } from '../../../ledger';
import type { TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { subscriptionOid } from '../../../testing/subscriptions';
import { newSubscription, waterBillingTestApp } from './water-billing-testing';

/*
 * The subscriber's side of the bills (their bills with lines, their readings), the run's summary
 * with what it skipped, and the leak alert. Amounts are worked out by hand from the test's own tariff:
 *   home (G): 0–15 m³ 500 + 250 wastewater, above 1000 + 500 (kuruş per m³); ÇTV 100 per m³; KDV 10 % (1000 bp).
 * Block limits are per 30 days (L × d / 30); each line is rounded half up.
 */

let t: TestApp;
let tokens: { clerk: string; zeynep: string };
let at: (isoDate: string) => Promise<void>;
let zeynepsMeter = 0;
let legacyBilled = 0;
const ZEYNEP_GSM = '5337654321';

const ok = async (name: Parameters<TestApp['call']>[0], body: Record<string, unknown>, token = tokens.clerk) => {
  const answer = await t.call(name, body, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const readOn = async (date: string, subscriptionOid: number, meterIndex: number) => {
  await at(date);
  await ok('EnterBackOfficeWaterReading', { subscriptionOid, meterStatus: 1, meterIndex, confirmed: true });
};
const leakSms = () => t.db.selectFrom('sms_outbox').select(['gsm', 'body']).where('title', '=', 'Su kaçağı uyarısı').orderBy('oid').execute();
const smsReminders = (given: boolean) => ok('SetNotificationPreferences', { preferences: [{ channel: 'sms', kind: 'reminder', given }] }, tokens.zeynep);

beforeAll(async () => {
  ({ t, tokens, at } = await waterBillingTestApp());
  await ok('AddBackOfficeWaterTariff', {
    subscriberType: 'G',
    effectiveFrom: '2027-01-01',
    fixedCharge: 0,
    environmentTax: true,
    blocks: [
      { upperLimitM3: 15, waterPrice: 500, wastewaterPrice: 250 },
      { upperLimitM3: null, waterPrice: 1000, wastewaterPrice: 500 },
    ],
  });
  await ok('AddBackOfficeWaterTaxRate', { kind: 'KDV', effectiveFrom: '2027-01-01', value: 1000 });
  await ok('AddBackOfficeWaterTaxRate', { kind: 'CTV', effectiveFrom: '2027-01-01', value: 100 });
  zeynepsMeter = await subscriptionOid(t, '1000003');
  // A subscription whose January the previous billing system already billed (a usage accrual of 2027/01).
  legacyBilled = await newSubscription(t, 'G');
  const holder = await t.db.selectFrom('subscription').select('registry_oid').where('oid', '=', legacyBilled).executeTakeFirstOrThrow();
  await t.db
    .insertInto('accrual')
    .values({
      registry_oid: holder.registry_oid,
      income_type_code: 'SU',
      revenue_code: revenueCodes.waterUsage,
      revenue_type: 1,
      description: 'Su Kullanım Bedeli (12 m³)',
      year: 2027,
      instalment_no: 1,
      period_label: '2027/01',
      amount: 12_345,
      due_date: '2027-02-20',
      accrued_on: '2027-01-28',
      source_kind: 'subscription',
      source_oid: legacyBilled,
      subscription_oid: legacyBilled,
      real_estate_oid: null,
    })
    .execute();
  await readOn('2027-01-01', legacyBilled, 0);
  await readOn('2027-01-31', legacyBilled, 12);
  await readOn('2027-01-01', zeynepsMeter, 100);
  await readOn('2027-01-31', zeynepsMeter, 110);
  await at('2027-02-02');
  await smsReminders(true);
}, 120_000);
afterAll(() => t.close());

describe('the run’s summary', () => {
  it('bills what it may, skips a period the previous system billed, and answers the sum', async () => {
    const summary = operations.RunBackOfficeWaterBilling.response.parse(await ok('RunBackOfficeWaterBilling', { period: '2027-01' }));
    // ZEYNEP's meter: 10 m³ in 30 days (limit 15): 10 × 500 = 5000, 10 × 250 = 2500; KDV 10 % = 750; ÇTV 10 × 100 = 1000. Total 9250.
    expect(summary).toMatchObject({ status: 'finished', billCount: 1, skippedCount: 1, total: 9250 });
    const legacyBills = await t.db.selectFrom('water_bill').select('oid').where('subscription_oid', '=', legacyBilled).execute();
    expect(legacyBills).toEqual([]);
    expect(await ok('RunBackOfficeWaterBilling', { period: '2027-01' })).toEqual(summary);
  });
});

describe('GetBackOfficeWaterBill by subscriber number', () => {
  it('finds the bill by the number the clerk reads, and refuses both or neither', async () => {
    const byNo = await ok('GetBackOfficeWaterBill', { subscriberNo: '1000003', period: '2027-01' });
    expect(byNo).toEqual(await ok('GetBackOfficeWaterBill', { subscriptionOid: zeynepsMeter, period: '2027-01' }));
    expect(byNo.total).toBe(9250);
    const unknown = await t.call('GetBackOfficeWaterBill', { subscriberNo: '99999999', period: '2027-01' }, tokens.clerk);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'WATER_BILL_NOT_FOUND']);
    for (const body of [{ period: '2027-01' }, { subscriberNo: '1000003', subscriptionOid: zeynepsMeter, period: '2027-01' }]) {
      const refused = await t.call('GetBackOfficeWaterBill', body, tokens.clerk);
      expect([refused.statusCode, refused.json().code, refused.json().fields?.subscriberNo]).toEqual([400, 'VALIDATION_FAILED', 'Abone numarasını giriniz.']);
    }
    expect((await t.call('GetBackOfficeWaterBill', { subscriberNo: '1000003', period: '2027-01' }, tokens.zeynep)).statusCode).toBe(403);
  });
});

describe('GetWaterBills and GetWaterMeterReadings', () => {
  beforeAll(async () => {
    // February: 50 m³ in 28 days against the usual 10 m³ in 30, confirmed by the reader.
    await readOn('2027-02-28', zeynepsMeter, 160);
    await at('2027-03-02');
    await ok('RunBackOfficeWaterBilling', { period: '2027-02' });
  });

  it('gives the subscriber their bills, newest first, with the reading and every line', async () => {
    const answer = operations.GetWaterBills.response.parse(await ok('GetWaterBills', { subscriberInfoOid: zeynepsMeter }, tokens.zeynep));
    expect(answer.bills.map((b) => [b.period, b.fromIndex, b.toIndex, b.fromDate, b.toDate, b.days, b.consumptionM3, b.estimateReason])).toEqual([
      ['2027-02', 110, 160, '2027-01-31', '2027-02-28', 28, 50, null],
      ['2027-01', 100, 110, '2027-01-01', '2027-01-31', 30, 10, null],
    ]);
    // February: limit 15 × 28/30 = 14 m³. 14 × 500 = 7000, 14 × 250 = 3500; 36 × 1000 = 36000, 36 × 500 = 18000.
    // Sum 64500; KDV 10 % = 6450; ÇTV 50 × 100 = 5000. Total 75950.
    expect(answer.bills[0]!.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['consumption', 0],
      ['water', 7000],
      ['wastewater', 3500],
      ['water', 36_000],
      ['wastewater', 18_000],
      ['vat', 6450],
      ['environmentTax', 5000],
    ]);
    expect(answer.bills[0]!.total).toBe(75_950);
    expect(answer.bills[1]!.total).toBe(9250);
  });

  it('gives the subscriber their readings and the self-reading days', async () => {
    const answer = operations.GetWaterMeterReadings.response.parse(await ok('GetWaterMeterReadings', { subscriberInfoOid: zeynepsMeter }, tokens.zeynep));
    expect(answer.readings.map((r) => [r.readOn, r.meterIndex, r.source])).toEqual([
      ['2027-02-28', 160, 'reader'],
      ['2027-01-31', 110, 'reader'],
      ['2027-01-01', 100, 'reader'],
    ]);
    expect(answer.selfReading).toEqual({ firstDay: 20, lastDay: 28, openToday: false });
  });

  it('answers another member’s subscription as not found, and a company’s to its representative', async () => {
    const ahmets = await subscriptionOid(t, '1000001');
    const company = await subscriptionOid(t, '1000005');
    for (const name of ['GetWaterBills', 'GetWaterMeterReadings'] as const) {
      const foreign = await t.call(name, { subscriberInfoOid: ahmets }, tokens.zeynep);
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
      const unknown = await t.call(name, { subscriberInfoOid: 99_999_999 }, tokens.zeynep);
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
      // FATMA holds the water clerk's role, yet another's subscription is no more hers as a member.
      expect((await t.call(name, { subscriberInfoOid: zeynepsMeter }, tokens.clerk)).statusCode).toBe(404);
      expect((await t.call(name, { subscriberInfoOid: zeynepsMeter })).statusCode).toBe(401);
      const bad = await t.call(name, { subscriberInfoOid: 'x' }, tokens.zeynep);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
    expect((await t.call('GetWaterBills', { subscriberInfoOid: company }, ahmet)).statusCode).toBe(200);
  });
});

describe('leak alert', () => {
  it('texts the consenting subscriber when a bill is far above the usual, once', async () => {
    // February's 50 m³ against 10 m³ in 30 days: 9 m³ expected for 28 days (9.33 rounded); 50 > 2 × 9.33 and 50 − 10 ≥ 9.33.
    const sent = await leakSms();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.gsm).toBe(ZEYNEP_GSM);
    expect(sent[0]!.body).toContain('1000003 numaralı su aboneliğinizin 2027/02 faturasındaki tüketim 50 m³');
    expect(sent[0]!.body).toContain('beklenen yaklaşık 9 m³');
    // The January bill (no history before it) queued none, and a finished run sends nothing again.
    await ok('RunBackOfficeWaterBilling', { period: '2027-02' });
    expect(await leakSms()).toHaveLength(1);
  });

  it('sends nothing without the consent, though the bill is made', async () => {
    await smsReminders(false);
    // March: 100 m³ in 31 days; the usual is 60 m³ in 58 days (32 m³ for 31 days): far above, and no consent.
    await readOn('2027-03-31', zeynepsMeter, 260);
    await at('2027-04-02');
    await ok('RunBackOfficeWaterBilling', { period: '2027-03' });
    const bills = await ok('GetWaterBills', { subscriberInfoOid: zeynepsMeter }, tokens.zeynep);
    expect(bills.bills[0]).toMatchObject({ period: '2027-03', consumptionM3: 100, estimateReason: null });
    expect(await leakSms()).toHaveLength(1);
  });

  it('stays silent for a use near the usual', async () => {
    await smsReminders(true);
    // April: 30 m³ in 30 days against 160 m³ in 89 days (54 m³ for 30 days): below the usual.
    await readOn('2027-04-30', zeynepsMeter, 290);
    await at('2027-05-04');
    await ok('RunBackOfficeWaterBilling', { period: '2027-04' });
    const bills = await ok('GetWaterBills', { subscriberInfoOid: zeynepsMeter }, tokens.zeynep);
    expect(bills.bills[0]).toMatchObject({ period: '2027-04', consumptionM3: 30 });
    expect(await leakSms()).toHaveLength(1);
  });
});
