import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { subscriptionOid } from '../../../testing/subscriptions';
import { runBilling } from '../billing-run';
import { newSubscription, waterBillingTestApp } from './water-billing-testing';

/*
 * Every expected amount below is worked out by hand from the test's own tariff (ASKİ's 2022 home
 * blocks; docs/domain/water.md), never by the code under test. Prices are kuruş per m³:
 *   home (G): 0–15 m³ 489 + 245 wastewater, 16–30 m³ 687 + 344, above 886 + 443; ÇTV 110 per m³
 *   workplace (T): one block 1248 + 624, a fixed charge of 2500 a bill, no ÇTV
 *   KDV 1 % (100 bp) from 2027-01-01, 20 % (2000 bp) from 2027-03-01.
 * Block limits are per 30 days: for d days a limit L becomes L × d / 30. Each line is rounded half up.
 */

let t: TestApp;
let tokens: { clerk: string; zeynep: string };
let at: (isoDate: string) => Promise<void>;
const subs = { twoBlocks: 0, fortyFive: 0, twenty: 0, reduced: 0, workplace: 0, broken: 0, replaced: 0 };

const ok = async (name: Parameters<TestApp['call']>[0], body: Record<string, unknown>, token = tokens.clerk) => {
  const answer = await t.call(name, body, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const read = (subscriptionOid: number, meterIndex: number, extra: Record<string, unknown> = {}) =>
  t.call('EnterBackOfficeWaterReading', { subscriptionOid, meterStatus: 1, meterIndex, ...extra }, tokens.clerk);
const readOn = async (date: string, subscriptionOid: number, meterIndex: number) => {
  await at(date);
  const answer = await read(subscriptionOid, meterIndex);
  expect(answer.statusCode, answer.body).toBe(200);
};
const bill = async (subscriptionOid: number, period: string) => operations.GetBackOfficeWaterBill.response.parse(await ok('GetBackOfficeWaterBill', { subscriptionOid, period }));
const amounts = (b: Awaited<ReturnType<typeof bill>>) => b.lines.map((l) => [l.kind, l.amount]);
const count = async (table: 'water_bill' | 'water_bill_line' | 'accrual' | 'water_meter_reading') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ({ t, tokens, at } = await waterBillingTestApp());
  const home = [
    { upperLimitM3: 15, waterPrice: 489, wastewaterPrice: 245 },
    { upperLimitM3: 30, waterPrice: 687, wastewaterPrice: 344 },
    { upperLimitM3: null, waterPrice: 886, wastewaterPrice: 443 },
  ];
  await ok('AddBackOfficeWaterTariff', { subscriberType: 'G', effectiveFrom: '2027-01-01', fixedCharge: 0, environmentTax: true, blocks: home });
  await ok('AddBackOfficeWaterTariff', {
    subscriberType: 'T',
    effectiveFrom: '2027-01-01',
    fixedCharge: 2500,
    environmentTax: false,
    blocks: [{ upperLimitM3: null, waterPrice: 1248, wastewaterPrice: 624 }],
  });
  await ok('AddBackOfficeWaterTaxRate', { kind: 'KDV', effectiveFrom: '2027-01-01', value: 100 });
  await ok('AddBackOfficeWaterTaxRate', { kind: 'KDV', effectiveFrom: '2027-03-01', value: 2000 });
  await ok('AddBackOfficeWaterTaxRate', { kind: 'CTV', effectiveFrom: '2027-01-01', value: 110 });
  for (const key of Object.keys(subs) as (keyof typeof subs)[]) subs[key] = await newSubscription(t, key === 'workplace' ? 'T' : 'G');
  await ok('SetBackOfficeWaterReduction', { subscriptionOid: subs.reduced, reductionCode: 'MARTYR_VETERAN', reason: 'Şehit yakını belgesi teslim edildi.' });

  // January's readings: a base on the 1st (the 5th for the 20-day one) and the month's reading.
  for (const [sub, base] of [
    [subs.twoBlocks, 100],
    [subs.fortyFive, 500],
    [subs.reduced, 0],
    [subs.workplace, 0],
    [subs.broken, 200],
    [subs.replaced, 300],
  ] as const)
    await readOn('2027-01-01', sub, base);
  await readOn('2027-01-05', subs.twenty, 1000);
  await readOn('2027-01-25', subs.twenty, 1025);
  for (const [sub, index] of [
    [subs.twoBlocks, 122],
    [subs.reduced, 10],
    [subs.workplace, 20],
    [subs.broken, 230],
    [subs.replaced, 310],
  ] as const)
    await readOn('2027-01-31', sub, index);
}, 120_000);
afterAll(() => t.close());

describe('tariff versions', () => {
  it('refuses a past date, unordered blocks and a second version of a day, changing nothing', async () => {
    const blocks = [{ upperLimitM3: null, waterPrice: 1, wastewaterPrice: 1 }];
    await ok('AddBackOfficeWaterTariff', { subscriberType: 'K', effectiveFrom: '2027-06-01', fixedCharge: 0, environmentTax: false, blocks });
    const before = await ok('GetBackOfficeWaterTariffs', {});
    const tries: [Record<string, unknown>, number, string][] = [
      [{ subscriberType: 'G', effectiveFrom: '2026-11-23', fixedCharge: 0, environmentTax: true, blocks }, 422, 'WATER_TARIFF_DATE_NOT_FUTURE'],
      [
        {
          subscriberType: 'G',
          effectiveFrom: '2027-06-01',
          fixedCharge: 0,
          environmentTax: true,
          blocks: [
            { upperLimitM3: 30, waterPrice: 1, wastewaterPrice: 1 },
            { upperLimitM3: 15, waterPrice: 1, wastewaterPrice: 1 },
            { upperLimitM3: null, waterPrice: 1, wastewaterPrice: 1 },
          ],
        },
        422,
        'WATER_TARIFF_BLOCKS_INVALID',
      ],
      [
        { subscriberType: 'G', effectiveFrom: '2027-06-01', fixedCharge: 0, environmentTax: true, blocks: [{ upperLimitM3: 15, waterPrice: 1, wastewaterPrice: 1 }] },
        422,
        'WATER_TARIFF_BLOCKS_INVALID',
      ],
      [{ subscriberType: 'K', effectiveFrom: '2027-06-01', fixedCharge: 0, environmentTax: true, blocks }, 409, 'WATER_TARIFF_VERSION_EXISTS'],
      [{ subscriberType: 'X', effectiveFrom: '2027-06-01', fixedCharge: 0, environmentTax: true, blocks }, 400, 'VALIDATION_FAILED'],
      [{ subscriberType: 'G', effectiveFrom: '2027-06-01', fixedCharge: -1, environmentTax: true, blocks }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of tries) {
      const answer = await t.call('AddBackOfficeWaterTariff', body, tokens.clerk);
      expect([answer.statusCode, answer.json().code], answer.body).toEqual([status, code]);
    }
    expect(await ok('GetBackOfficeWaterTariffs', {})).toEqual(before);
  });

  it('is for water clerks only', async () => {
    expect((await t.call('GetBackOfficeWaterTariffs', {}, tokens.zeynep)).statusCode).toBe(403);
    expect((await t.call('GetBackOfficeWaterTariffs', {})).statusCode).toBe(401);
  });
});

describe('the January run (bill date 2027-02-02, KDV 1 %)', () => {
  beforeAll(async () => {
    await at('2027-01-31');
    expect((await t.call('RunBackOfficeWaterBilling', { period: '2027-01' }, tokens.clerk)).json().code).toBe('WATER_BILLING_PERIOD_OPEN');
    await at('2027-02-02');
    // A run that dies after its first batch of two subscriptions…
    await expect(
      runBilling(t.db, {
        period: '2027-01',
        by: null,
        now: new Date('2027-02-02T10:00:00+03:00'),
        batchSize: 2,
        onBatchCommitted: () => {
          throw new Error('the server copy died');
        },
      }),
    ).rejects.toThrow('the server copy died');
  });

  it('resumes an interrupted run without a second bill for anyone', async () => {
    const half = await t.db.selectFrom('water_billing_run').selectAll().where('period', '=', '2027-01').executeTakeFirstOrThrow();
    expect([half.status, half.bill_count]).toEqual(['running', 2]);
    const run = await ok('RunBackOfficeWaterBilling', { period: '2027-01' });
    // Eight subscriptions are open in January: the test's seven and ZEYNEP KAYA's first, none billed before.
    // The sum of the bills below: two blocks 20829, twenty days 27288, reduced 4807, workplace 40339, the base-only
    // meter 0, the broken one (30 m³ in January: 7335 + 3675 + 10305 + 5160 = 26475, KDV 265, ÇTV 3300) 30040,
    // the replaced one (10 m³: 7340, KDV 73, ÇTV 1100) 8513, and ZEYNEP's unread meter 0: 131816.
    expect(run).toEqual({ period: '2027-01', status: 'finished', billDate: '2027-02-02', dueDate: '2027-02-17', billCount: 8, skippedCount: 0, total: 131_816 });
    const bills = await t.db.selectFrom('water_bill').select(['subscription_oid', 'accrual_oid']).where('period', '=', '2027-01').execute();
    expect(new Set(bills.map((b) => b.subscription_oid)).size).toBe(8);
    const accruals = await t.db.selectFrom('accrual').select('subscription_oid').where('period_label', '=', '2027/01').where('income_type_code', '=', 'SU').execute();
    expect(accruals.length).toBe(bills.filter((b) => b.accrual_oid !== null).length);
    expect(new Set(accruals.map((a) => a.subscription_oid)).size).toBe(accruals.length);
  });

  it('changes nothing when run a second time', async () => {
    const before = [await count('water_bill'), await count('water_bill_line'), await count('accrual')];
    expect((await ok('RunBackOfficeWaterBilling', { period: '2027-01' })).billCount).toBe(8);
    expect([await count('water_bill'), await count('water_bill_line'), await count('accrual')]).toEqual(before);
  });

  it('bills a home across two blocks, with ÇTV and KDV', async () => {
    const b = await bill(subs.twoBlocks, '2027-01');
    expect([b.fromDate, b.toDate, b.days, b.consumptionM3, b.estimateReason]).toEqual(['2027-01-01', '2027-01-31', 30, 22, null]);
    // 22 m³ in 30 days: 15 in block 1, 7 in block 2.
    // water 15 × 489 = 7335, wastewater 15 × 245 = 3675; water 7 × 687 = 4809, wastewater 7 × 344 = 2408.
    // KDV 1 % of 18227 = 182.27 → 182. ÇTV 22 × 110 = 2420. Total 18227 + 182 + 2420 = 20829.
    expect(amounts(b)).toEqual([
      ['consumption', 0],
      ['water', 7335],
      ['wastewater', 3675],
      ['water', 4809],
      ['wastewater', 2408],
      ['vat', 182],
      ['environmentTax', 2420],
    ]);
    expect(b.total).toBe(20_829);
    const accrual = await t.db.selectFrom('accrual').selectAll().where('oid', '=', b.accrumentOid!).executeTakeFirstOrThrow();
    expect([accrual.amount, accrual.due_date, accrual.description, accrual.status]).toEqual([20_829, '2027-02-17', 'Su Kullanım Bedeli (22 m³)', 'open']);
  });

  it('prorates the blocks for a 20-day interval', async () => {
    const b = await bill(subs.twenty, '2027-01');
    expect([b.days, b.consumptionM3]).toEqual([20, 25]);
    // Limits 15 × 20/30 = 10 and 30 × 20/30 = 20: 10 m³, 10 m³ and 5 m³.
    // 10 × 489 = 4890, 10 × 245 = 2450; 10 × 687 = 6870, 10 × 344 = 3440; 5 × 886 = 4430, 5 × 443 = 2215.
    // Sum 24295; KDV 1 % = 242.95 → 243; ÇTV 25 × 110 = 2750. Total 27288.
    expect(amounts(b).slice(1, 7)).toEqual([
      ['water', 4890],
      ['wastewater', 2450],
      ['water', 6870],
      ['wastewater', 3440],
      ['water', 4430],
      ['wastewater', 2215],
    ]);
    expect(b.total).toBe(27_288);
  });

  it('takes half off water and wastewater for a martyr’s family, not off ÇTV', async () => {
    const b = await bill(subs.reduced, '2027-01');
    // 10 m³ in block 1: 4890 + 2450 = 7340; reduction 50 % = 3670; KDV 1 % of 3670 = 36.7 → 37; ÇTV 10 × 110 = 1100.
    expect(amounts(b)).toEqual([
      ['consumption', 0],
      ['water', 4890],
      ['wastewater', 2450],
      ['reduction', -3670],
      ['vat', 37],
      ['environmentTax', 1100],
    ]);
    expect(b.total).toBe(4_807);
  });

  it('bills a workplace in its single block with its fixed charge and no ÇTV', async () => {
    const b = await bill(subs.workplace, '2027-01');
    // 20 × 1248 = 24960, 20 × 624 = 12480, fixed 2500: 39940; KDV 1 % = 399.4 → 399. Total 40339.
    expect(amounts(b)).toEqual([
      ['consumption', 0],
      ['water', 24_960],
      ['wastewater', 12_480],
      ['fixedCharge', 2500],
      ['vat', 399],
    ]);
    expect(b.total).toBe(40_339);
  });

  it('bills a meter read only once, a base, on an estimate of nothing (no history yet)', async () => {
    const b = await bill(subs.fortyFive, '2027-01');
    expect([b.consumptionM3, b.estimateReason, b.total, b.accrumentOid]).toEqual([0, 'noReading', 0, null]);
  });
});

describe('readings', () => {
  it('refuses an index below the previous one unless confirmed, and the confirmed one bills nothing', async () => {
    await at('2027-02-05');
    const before = await count('water_meter_reading');
    const refused = await read(subs.twoBlocks, 120);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'WATER_READING_BELOW_PREVIOUS']);
    expect(await count('water_meter_reading')).toBe(before);
    expect((await read(subs.twoBlocks, 120, { confirmed: true })).statusCode).toBe(200);
  });

  it('asks to confirm an index far from the average (more than 3 × the daily average)', async () => {
    await at('2027-02-06');
    // 178 m³ in 6 days against 22 m³ in 30 days.
    const answer = await read(subs.twoBlocks, 300);
    expect([answer.statusCode, answer.json().code]).toEqual([422, 'WATER_READING_UNUSUAL']);
  });

  it('lets a citizen read only a meter of their own, on the window’s days', async () => {
    const own = await subscriptionOid(t, '1000003');
    const another = await subscriptionOid(t, '1000001');
    await at('2027-02-22');
    const before = await count('water_meter_reading');
    const foreign = await t.call('EnterWaterMeterReading', { subscriptionOid: another, meterIndex: 50 }, tokens.zeynep);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await count('water_meter_reading')).toBe(before);
    expect((await t.call('EnterBackOfficeWaterReading', { subscriptionOid: own, meterStatus: 1, meterIndex: 50 }, tokens.zeynep)).statusCode).toBe(403);
    const mine = await t.call('EnterWaterMeterReading', { subscriptionOid: own, meterIndex: 50 }, tokens.zeynep);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ subscriptionOid: own, meterIndex: 50, meterStatus: 1, readOn: '2027-02-22' });
    await at('2027-02-05');
    const closed = await t.call('EnterWaterMeterReading', { subscriptionOid: own, meterIndex: 51 }, tokens.zeynep);
    expect([closed.statusCode, closed.json().code]).toEqual([422, 'WATER_READING_WINDOW_CLOSED']);
  });
});

describe('the February run (bill date 2027-03-02, KDV 20 %)', () => {
  beforeAll(async () => {
    await readOn('2027-02-15', subs.fortyFive, 540);
    await at('2027-02-10');
    await ok('ReplaceBackOfficeWaterMeter', { subscriptionOid: subs.replaced, oldMeterFinalIndex: 318, newMeterNo: 'TSTNEW0001', newMeterStartIndex: 5 });
    await readOn('2027-02-28', subs.replaced, 12);
    await readOn('2027-02-28', subs.twoBlocks, 144);
    await at('2027-02-28');
    expect((await t.call('EnterBackOfficeWaterReading', { subscriptionOid: subs.broken, meterStatus: 2 }, tokens.clerk)).statusCode).toBe(200);
    await at('2027-03-02');
    expect((await ok('RunBackOfficeWaterBilling', { period: '2027-02' })).status).toBe('finished');
  });

  it('prorates a 45-day interval', async () => {
    const b = await bill(subs.fortyFive, '2027-02');
    expect([b.fromDate, b.toDate, b.days, b.consumptionM3]).toEqual(['2027-01-01', '2027-02-15', 45, 40]);
    // Limits 15 × 45/30 = 22.5 and 30 × 45/30 = 45: 22.5 m³ then 17.5 m³.
    // 22.5 × 489 = 11002.5 → 11003, 22.5 × 245 = 5512.5 → 5513; 17.5 × 687 = 12022.5 → 12023, 17.5 × 344 = 6020.
    // Sum 34559; KDV 20 % = 6911.8 → 6912; ÇTV 40 × 110 = 4400. Total 45871.
    expect(amounts(b)).toEqual([
      ['consumption', 0],
      ['water', 11_003],
      ['wastewater', 5513],
      ['water', 12_023],
      ['wastewater', 6020],
      ['vat', 6912],
      ['environmentTax', 4400],
    ]);
    expect(b.lines[1]!.quantityMilliM3).toBe(22_500);
    expect(b.total).toBe(45_871);
  });

  it('charges the KDV rate in force on the bill date, and ignores a confirmed lower index', async () => {
    const b = await bill(subs.twoBlocks, '2027-02');
    // 122 → (120, confirmed, ignored) → 144: 22 m³ in 28 days; limits 14 and 28.
    // 14 × 489 = 6846, 14 × 245 = 3430; 8 × 687 = 5496, 8 × 344 = 2752: 18524.
    // KDV 20 % = 3704.8 → 3705; ÇTV 2420. Total 24649.
    expect([b.days, b.consumptionM3]).toEqual([28, 22]);
    expect(amounts(b).slice(-2)).toEqual([
      ['vat', 3705],
      ['environmentTax', 2420],
    ]);
    expect(b.total).toBe(24_649);
  });

  it('estimates a broken meter from the average, marked so', async () => {
    const b = await bill(subs.broken, '2027-02');
    // January: 30 m³ in 30 days, 1 m³ a day; 28 days since → 28 m³, limits 14 and 28.
    // 14 × 489 = 6846, 14 × 245 = 3430; 14 × 687 = 9618, 14 × 344 = 4816: 24710.
    // KDV 20 % = 4942; ÇTV 28 × 110 = 3080. Total 32732.
    expect([b.estimateReason, b.consumptionM3, b.days, b.total]).toEqual(['meterNotWorking', 28, 28, 32_732]);
    const accrual = await t.db.selectFrom('accrual').select('description').where('oid', '=', b.accrumentOid!).executeTakeFirstOrThrow();
    expect(accrual.description).toBe('Su Kullanım Bedeli (tahmini 28 m³)');
  });

  it('bills a replaced meter for what each meter measured, nothing for the swap', async () => {
    const b = await bill(subs.replaced, '2027-02');
    // Old meter 310 → 318: 8 m³; new meter 5 → 12: 7 m³; 15 m³ in 28 days (limits 14, 28).
    // 14 × 489 = 6846, 14 × 245 = 3430; 1 × 687 = 687, 1 × 344 = 344: 11307.
    // KDV 20 % = 2261.4 → 2261; ÇTV 15 × 110 = 1650. Total 15218.
    expect([b.consumptionM3, b.estimateReason, b.total]).toEqual([15, null, 15_218]);
  });

  it('keeps an issued bill as it was when a later tariff is entered', async () => {
    const before = [await bill(subs.twoBlocks, '2027-01'), await bill(subs.twoBlocks, '2027-02')];
    await ok('AddBackOfficeWaterTariff', {
      subscriberType: 'G',
      effectiveFrom: '2027-03-10',
      fixedCharge: 1000,
      environmentTax: true,
      blocks: [{ upperLimitM3: null, waterPrice: 2000, wastewaterPrice: 1000 }],
    });
    expect([await bill(subs.twoBlocks, '2027-01'), await bill(subs.twoBlocks, '2027-02')]).toEqual(before);
    const accrual = await t.db.selectFrom('accrual').select('amount').where('oid', '=', before[0]!.accrumentOid!).executeTakeFirstOrThrow();
    expect(accrual.amount).toBe(20_829);
  });
});
