import { describe, expect, it } from 'vitest';
import { addMonths, calculatePlan, indexAmountOf, mulDivRound, type PlanDebt, type PlanOption } from '../installment-plan';

/**
 * Worked examples, derived by hand (docs/domain/restructuring.md gives the mechanism and the coefficient
 * sets, not a full example). Demo index values: May 2025 = 4 000,00, Nov 2025 = 4 400,00,
 * Oct 2026 (the scheme's last index month) = 4 800,00.
 */
const index = new Map([
  ['2025-05', 400_000],
  ['2025-11', 440_000],
  ['2026-10', 480_000],
]);
// Whole-day holidays of 2027 from the migration's table; none is loaded for 2028 or later.
const deadlineHolidays = new Set([
  '2027-01-01',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-04-23',
  '2027-05-01',
  '2027-05-16',
  '2027-05-17',
  '2027-05-18',
  '2027-05-19',
  '2027-07-15',
  '2027-08-30',
  '2027-10-29',
]);
// 28.02.2027 is a Sunday: the first instalment is due Monday 01.03.2027 (VUK art. 18).
const scheme = { indexEndPeriod: '2026-10', cashDiscountOnIndex: 9_000, firstInstalmentDeadline: '2027-02-28', deadlineHolidays, waivesDelayFine: true };

// A: 10 000,00 TL due 31.05.2025, delay fine 4 021,50 TL. B: 2 500,00 TL due 30.11.2025, delay fine 600,00 TL.
const debts: PlanDebt[] = [
  { accrualOid: 1, principal: 1_000_000, delayFine: 402_150, dueDate: '2025-05-31' },
  { accrualOid: 2, principal: 250_000, delayFine: 60_000, dueDate: '2025-11-30' },
];
// Index amount A = 1 000 000 × (480 000 − 400 000) / 400 000 = 200 000 (2 000,00 TL).
// Index amount B = 250 000 × (480 000 − 440 000) / 440 000 = 22 727,27… → 22 727 (227,27 TL).
// Principal 1 250 000 + index 222 727 = 1 472 727; original debt = 1 250 000 + 402 150 + 60 000 = 1 712 150.

const cases: Array<{ name: string; option: PlanOption; total: number; first: number; each: number; indexDiscount: number; lastDue: string }> = [
  // Peşin: 90 % of 222 727 = 200 454,3 → 200 454 waived; 1 472 727 − 200 454 = 1 272 273, coefficient 1.
  {
    name: 'peşin',
    option: { instalmentCount: 1, periodMonths: 0, coefficient: 10_000 },
    total: 1_272_273,
    first: 1_272_273,
    each: 1_272_273,
    indexDiscount: 200_454,
    lastDue: '2027-03-01',
  },
  // 6 × 2 months × 1,045: 1 472 727 × 1,045 = 1 538 999,715 → 1 539 000; ÷ 6 = 256 500 exactly.
  {
    name: '6 instalments',
    option: { instalmentCount: 6, periodMonths: 2, coefficient: 10_450 },
    total: 1_539_000,
    first: 256_500,
    each: 256_500,
    indexDiscount: 0,
    lastDue: '2027-12-31',
  },
  // 9 × 1,083: 1 472 727 × 1,083 = 1 594 963,341 → 1 594 963; ÷ 9 = 177 218 rest 1 → first 177 219.
  {
    name: '9 instalments',
    option: { instalmentCount: 9, periodMonths: 2, coefficient: 10_830 },
    total: 1_594_963,
    first: 177_219,
    each: 177_218,
    indexDiscount: 0,
    lastDue: '2028-06-30',
  },
  // 12 × 1,105: 1 472 727 × 1,105 = 1 627 363,335 → 1 627 363; ÷ 12 = 135 613 rest 7 → first 135 620.
  // The last, 31.12.2028, is a Sunday; 2029's holidays are not loaded, so Monday 01.01.2029 it is (weekends only).
  {
    name: '12 instalments',
    option: { instalmentCount: 12, periodMonths: 2, coefficient: 11_050 },
    total: 1_627_363,
    first: 135_620,
    each: 135_613,
    indexDiscount: 0,
    lastDue: '2029-01-01',
  },
  // 18 × 1,15: 1 472 727 × 1,15 = 1 693 636,05 → 1 693 636; ÷ 18 = 94 090 rest 16 → first 94 106.
  {
    name: '18 instalments',
    option: { instalmentCount: 18, periodMonths: 2, coefficient: 11_500 },
    total: 1_693_636,
    first: 94_106,
    each: 94_090,
    indexDiscount: 0,
    lastDue: '2029-12-31',
  },
];

describe('calculatePlan, each option of the demo scheme', () => {
  it.each(cases)('$name', ({ option, total, first, each, indexDiscount, lastDue }) => {
    const plan = calculatePlan(debts, option, scheme, index);
    expect(plan.debts.map((d) => d.indexAmount)).toEqual([200_000, 22_727]);
    expect(plan).toMatchObject({
      principal: 1_250_000,
      delayFineWaived: 462_150,
      indexAmount: 222_727,
      indexDiscount,
      restructuredTotal: total,
      originalTotal: 1_712_150,
      saving: 1_712_150 - total,
    });
    expect(plan.instalments).toHaveLength(option.instalmentCount);
    expect(plan.instalments[0]).toEqual({ instalmentNo: 1, dueDate: '2027-03-01', amount: first });
    expect(plan.instalments.slice(1).every((i) => i.amount === each)).toBe(true);
    expect(plan.instalments.reduce((s, i) => s + i.amount, 0)).toBe(total);
    expect(plan.instalments.at(-1)!.dueDate).toBe(lastDue);
  });

  it('puts the 6 instalments two months apart at month ends, a Sunday moved to Monday', () => {
    const plan = calculatePlan(debts, { instalmentCount: 6, periodMonths: 2, coefficient: 10_450 }, scheme, index);
    // 28.02 and 31.10.2027 are Sundays.
    expect(plan.instalments.map((i) => i.dueDate)).toEqual(['2027-03-01', '2027-04-30', '2027-06-30', '2027-08-31', '2027-11-01', '2027-12-31']);
  });

  it('moves an instalment off an official holiday without moving the ones after it', () => {
    // 17.05.2027 is Kurban Bayramı 2. Gün; 18 and 19 May are holidays too: Thursday 20.05. 17.07 is a Saturday: Monday 19.07.
    // The third keeps the 17th of its month: 17.09.2027, a Friday.
    const plan = calculatePlan(debts, { instalmentCount: 3, periodMonths: 2, coefficient: 10_000 }, { ...scheme, firstInstalmentDeadline: '2027-05-17' }, index);
    expect(plan.instalments.map((i) => i.dueDate)).toEqual(['2027-05-20', '2027-07-19', '2027-09-17']);
  });
});

describe('a scheme that keeps the delay fines', () => {
  it('adds them to the base before the coefficient', () => {
    // (1 250 000 + 462 150 + 222 727) × 1,045 = 2 021 946,465 → 2 021 946; ÷ 6 = 336 991 exactly.
    const plan = calculatePlan(debts, { instalmentCount: 6, periodMonths: 2, coefficient: 10_450 }, { ...scheme, waivesDelayFine: false }, index);
    expect(plan).toMatchObject({ delayFineWaived: 0, restructuredTotal: 2_021_946, originalTotal: 1_712_150, saving: 1_712_150 - 2_021_946 });
    expect(plan.instalments.map((i) => i.amount)).toEqual(Array(6).fill(336_991));
  });
});

describe('index amount', () => {
  it('is nothing for a debt due in or after the last index month, and never negative', () => {
    const falling = new Map([
      ['2025-05', 500_000],
      ['2026-10', 480_000],
    ]);
    expect(indexAmountOf({ accrualOid: 3, principal: 100_000, delayFine: 0, dueDate: '2026-10-31' }, '2026-10', index)).toBe(0);
    expect(indexAmountOf({ accrualOid: 3, principal: 100_000, delayFine: 0, dueDate: '2025-05-31' }, '2026-10', falling)).toBe(0);
  });

  it('refuses to guess a missing month', () => {
    expect(() => indexAmountOf({ accrualOid: 4, principal: 100, delayFine: 0, dueDate: '2024-01-31' }, '2026-10', index)).toThrow(RangeError);
  });
});

describe('kuruş arithmetic and dates', () => {
  it.each([
    [5, 1, 10, 1], // 0,5 → 1 (half up)
    [4, 1, 10, 0], // 0,4 → 0
    [900_000_000_000_003, 10_450, 10_000, 940_500_000_000_003], // beyond 2^53 in the product, exact
  ])('mulDivRound(%i, %i, %i) = %i', (a, b, c, expected) => expect(mulDivRound(a, b, c)).toBe(expected));

  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-02-28', 2, '2027-04-30'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2027-01-15', 1, '2027-02-15'],
    ['2027-01-30', 1, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'],
  ])('addMonths(%s, %i) = %s', (from, months, expected) => expect(addMonths(from, months)).toBe(expected));
});
