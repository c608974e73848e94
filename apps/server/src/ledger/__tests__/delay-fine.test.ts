import { describe, expect, it } from 'vitest';
import { computeDelayFine, dailyRateMillionths, type DelayFineRate } from '../delay-fine';

// docs/domain/delay-fine.md rate history (the same rows the ledger migration stores).
const rates: DelayFineRate[] = [
  { effectiveFrom: '2006-04-28', monthlyRateBp: 250 },
  { effectiveFrom: '2009-11-19', monthlyRateBp: 195 },
  { effectiveFrom: '2010-10-19', monthlyRateBp: 140 },
  { effectiveFrom: '2018-09-05', monthlyRateBp: 200 },
  { effectiveFrom: '2019-07-01', monthlyRateBp: 250 },
  { effectiveFrom: '2019-12-30', monthlyRateBp: 160 },
  { effectiveFrom: '2022-07-21', monthlyRateBp: 250 },
  { effectiveFrom: '2023-11-14', monthlyRateBp: 350 },
  { effectiveFrom: '2024-05-21', monthlyRateBp: 450 },
  { effectiveFrom: '2025-11-13', monthlyRateBp: 370 },
];

// The communique's own example ran under 7 % then 4 % (the change believed on 19.11.2003).
const rates2003: DelayFineRate[] = [
  { effectiveFrom: '2003-01-01', monthlyRateBp: 700 },
  { effectiveFrom: '2003-11-19', monthlyRateBp: 400 },
];

describe('computeDelayFine (docs/domain/delay-fine.md)', () => {
  it('rounds the daily rate up at the 6th decimal as the communique does', () => {
    expect(dailyRateMillionths(400)).toBe(1334);
    expect(dailyRateMillionths(370)).toBe(1234);
  });

  it.each([
    // [case, principal, due, paid, rates, amount, months, days]
    ['current-rate illustration: 10 000,00 TL due 30.11.2025 paid 15.01.2026 → 370,00 + 185,10', 1_000_000, '2025-11-30', '2026-01-15', rates, 55_510, 1, 15],
    ['communique example (old TL): 10 000 000 000 due 30.09.2003 paid 05.03.2004', 10_000_000_000, '2003-09-30', '2004-03-05', rates2003, 2_666_700_000, 5, 5],
    ['paid on the due date: nothing', 1_000_000, '2025-11-30', '2025-11-30', rates, 0, 0, 0],
    ['paid before the due date: nothing', 1_000_000, '2025-11-30', '2025-11-01', rates, 0, 0, 0],
    ['the day after the due date: one day', 1_000_000, '2025-11-30', '2025-12-01', rates, 1_234, 0, 1],
    ['exactly one whole month, no fraction', 1_000_000, '2025-11-30', '2025-12-31', rates, 37_000, 1, 0],
    // Slice 01.11.2023 starts before 14.11.2023 → 2.5 %; 01.12.2023 → 3.5 %; then 5 days at 3.5 %/30.
    ["a rate change inside a slice: the rate on the slice's first day counts", 1_000_000, '2023-10-31', '2024-01-05', rates, 25_000 + 35_000 + 5 * 1_167, 2, 5],
    // 31.01 + 1 month is clamped to 28.02: the first whole month ends 27.02.
    ['month-end start is clamped', 100_000, '2025-01-30', '2025-02-27', rates, 4_500, 1, 0],
  ])('%s', (_case, principal, due, paid, table, amount, months, days) => {
    const result = computeDelayFine(principal, due, paid, table);
    expect(result.amount).toBe(amount);
    expect(result.wholeMonths).toBe(months);
    expect(result.remainingDays).toBe(days);
  });

  it('is simple, not compound: twelve months at 3.7 % are 44.4 % of the principal', () => {
    const rows = [{ effectiveFrom: '2025-01-01', monthlyRateBp: 370 }];
    expect(computeDelayFine(1_000_000, '2025-01-31', '2026-01-31', rows).amount).toBe(444_000);
  });

  it('charges nothing before the first known rate and for a zero principal', () => {
    expect(computeDelayFine(1_000_000, '2000-01-01', '2000-03-01', rates).amount).toBe(0);
    expect(computeDelayFine(0, '2025-01-01', '2026-01-01', rates).amount).toBe(0);
  });
});
