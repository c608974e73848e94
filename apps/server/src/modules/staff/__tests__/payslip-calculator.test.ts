import { describe, expect, it } from 'vitest';
import { calculatePayslip, enforcementCuts, progressiveTax, type PayrollYear } from '../payslip-calculator';

// The 2026 demo configuration of the seed (seed/staff-data.ts).
const year2026: PayrollYear = {
  minimumWageGross: 3_303_000,
  socialSecurityPermille: 140,
  unemploymentPermille: 10,
  stampDutyPer100000: 759,
  socialSecurityCeilingTenths: 75,
  brackets: [
    { upperLimit: 19_000_000, ratePercent: 15 },
    { upperLimit: 40_000_000, ratePercent: 20 },
    { upperLimit: 150_000_000, ratePercent: 27 },
    { upperLimit: 530_000_000, ratePercent: 35 },
    { upperLimit: null, ratePercent: 40 },
  ],
};

const wage = (amount: number) => [{ code: 'BRUT_UCRET', name: 'Brüt Ücret', amount }];

describe('progressiveTax', () => {
  it.each([
    [0, 0],
    [4_250_000, 637_500], // 42 500 TL × 15 %
    [19_000_000, 2_850_000], // the whole first bracket
    [22_250_000, 3_500_000], // 28 500 + 3 250 000 kuruş × 20 %
    [60_000_000, 2_850_000 + 4_200_000 + 5_400_000], // 15 % of 190 000, 20 % of 210 000, 27 % of 200 000
  ])('tax on a cumulative base of %i kuruş is %i', (base, tax) => {
    expect(progressiveTax(base, year2026.brackets)).toBe(tax);
  });
});

describe('calculatePayslip', () => {
  it('a worker earning 50 000 TL in January 2026, to the kuruş', () => {
    const slip = calculatePayslip({ staffCategory: 'isci', month: 1, earnings: wage(5_000_000), otherDeductions: [], cumulativeTaxBaseBefore: 0, orders: [], year: year2026 });
    // SGK 14 % = 7 000,00; unemployment 1 % = 500,00; tax base 42 500,00
    expect(slip).toMatchObject({ grossTotal: 5_000_000, socialSecurity: 700_000, unemploymentInsurance: 50_000, incomeTaxBase: 4_250_000, cumulativeTaxBase: 4_250_000 });
    // income tax 6 375,00 less the minimum-wage exemption 28 075,50 × 15 % = 4 211,33 → 2 163,67
    expect(slip.incomeTax).toBe(216_367);
    // stamp duty 379,50 less 33 030 × 0,759 % = 250,70 → 128,80
    expect(slip.stampDuty).toBe(12_880);
    expect(slip.deductionTotal).toBe(700_000 + 50_000 + 216_367 + 12_880);
    expect(slip.netPay).toBe(4_020_753);
  });

  it('July, when the cumulative base crosses into the 20 % bracket', () => {
    const slip = calculatePayslip({
      staffCategory: 'isci',
      month: 7,
      earnings: wage(5_000_000),
      otherDeductions: [],
      cumulativeTaxBaseBefore: 18_000_000,
      orders: [],
      year: year2026,
    });
    // 10 000 × 15 % + 32 500 × 20 % = 8 000,00; exemption: tax(196 528,50) − tax(168 453,00) = 4 537,75
    expect(slip.incomeTax).toBe(800_000 - 453_775);
    expect(slip.cumulativeTaxBase).toBe(22_250_000);
  });

  it('a civil servant pays no unemployment insurance; the social security base stops at 7.5 minimum wages', () => {
    const slip = calculatePayslip({ staffCategory: 'memur', month: 1, earnings: wage(30_000_000), otherDeductions: [], cumulativeTaxBaseBefore: 0, orders: [], year: year2026 });
    expect(slip.unemploymentInsurance).toBe(0);
    expect(slip.socialSecurity).toBe(Math.round(24_772_500 * 0.14));
  });

  it('a wage at the minimum pays no income tax or stamp duty', () => {
    const slip = calculatePayslip({
      staffCategory: 'isci',
      month: 3,
      earnings: wage(3_303_000),
      otherDeductions: [],
      cumulativeTaxBaseBefore: 2 * 2_807_550,
      orders: [],
      year: year2026,
    });
    expect(slip.incomeTax).toBe(0);
    expect(slip.stampDuty).toBe(0);
    expect(slip.netPay).toBe(2_807_550);
  });

  it('takes enforcement cuts from the net and counts them as deductions', () => {
    const orders = [
      { key: 1, isAlimony: false, queueNo: 1, monthlyCut: 1_200_000, remaining: 10_000_000 },
      { key: 2, isAlimony: true, queueNo: 2, monthlyCut: 300_000, remaining: 5_000_000 },
    ];
    const slip = calculatePayslip({
      staffCategory: 'isci',
      month: 1,
      earnings: wage(5_000_000),
      otherDeductions: [{ code: 'SENDIKA', name: 'Sendika', amount: 42_000 }],
      cumulativeTaxBaseBefore: 0,
      orders,
      year: year2026,
    });
    const netBeforeCuts = 4_020_753 - 42_000;
    // Alimony in full; the ordinary file at most a quarter of the net.
    expect(slip.cuts).toEqual([
      { key: 2, amount: 300_000 },
      { key: 1, amount: Math.floor(netBeforeCuts / 4) },
    ]);
    expect(slip.netPay).toBe(netBeforeCuts - 300_000 - Math.floor(netBeforeCuts / 4));
  });
});

describe('enforcementCuts', () => {
  it('cuts only the first ordinary file in the queue, never more than is left', () => {
    const orders = [
      { key: 7, isAlimony: false, queueNo: 2, monthlyCut: 500_000, remaining: 900_000 },
      { key: 5, isAlimony: false, queueNo: 1, monthlyCut: 650_000, remaining: 100_000 },
    ];
    expect(enforcementCuts(orders, 6_000_000)).toEqual([{ key: 5, amount: 100_000 }]);
    expect(enforcementCuts([{ ...orders[1]!, remaining: 0 }, orders[0]!], 6_000_000)).toEqual([{ key: 7, amount: 500_000 }]);
    expect(enforcementCuts([], 6_000_000)).toEqual([]);
  });
});
