import { describe, expect, it } from 'vitest';
import { completedYears, entitlementFor, leaveBalances, type LeaveKindRule, type LeaveTaken } from '../leave-balance';

const yearly: LeaveKindRule = {
  code: 'YILLIK',
  name: 'Yıllık İzin',
  carriesOver: true,
  tiers: [
    { serviceYearsFrom: 1, days: 20 },
    { serviceYearsFrom: 10, days: 30 },
  ],
};
const sick: LeaveKindRule = { code: 'HASTALIK', name: 'Hastalık İzni', carriesOver: false, tiers: [] };
const excuse: LeaveKindRule = { code: 'MAZERET', name: 'Mazeret İzni', carriesOver: false, tiers: [{ serviceYearsFrom: 0, days: 10 }] };

const take = (kindCode: string, year: number, dayCount: number, status: LeaveTaken['status'] = 'approved'): LeaveTaken => ({ kindCode, year, dayCount, status });

describe('completedYears and entitlementFor', () => {
  it.each([
    ['2008-09-01', '2026-01-01', 17],
    ['2019-03-11', '2025-01-01', 5],
    ['2019-03-11', '2025-03-11', 6],
    ['2025-06-01', '2025-01-01', 0],
  ])('from %s to %s is %i years', (from, to, years) => expect(completedYears(from, to)).toBe(years));

  it('takes the tier of the years completed by 1 January', () => {
    expect(entitlementFor(yearly, '2016-02-01', 2026)).toBe(20); // 9 years
    expect(entitlementFor(yearly, '2016-01-01', 2026)).toBe(30); // 10 years
    expect(entitlementFor(yearly, '2025-06-01', 2026)).toBe(0); // not a year yet
    expect(entitlementFor(sick, '2000-01-01', 2026)).toBeNull();
  });
});

describe('leaveBalances', () => {
  // FATMA ŞAHİN's seeded leave: 30 days a year, 20 used in 2025.
  const taken = [
    take('YILLIK', 2025, 5),
    take('YILLIK', 2025, 10),
    take('YILLIK', 2025, 5),
    take('YILLIK', 2026, 5),
    take('HASTALIK', 2026, 3),
    take('MAZERET', 2026, 2),
    take('YILLIK', 2026, 10),
    take('YILLIK', 2026, 5, 'rejected'),
    take('YILLIK', 2026, 4, 'pending'),
  ];

  it("carries last year's unused days into this year and counts only approved days as used", () => {
    const [y, s, m] = leaveBalances([yearly, sick, excuse], '2008-09-01', taken, 2026);
    expect(y).toEqual({ leaveKindCode: 'YILLIK', leaveKindName: 'Yıllık İzin', entitlement: 30, carriedOver: 10, total: 40, used: 15, pending: 4, remaining: 25 });
    expect(s).toMatchObject({ entitlement: null, total: null, used: 3, remaining: null, carriedOver: 0 });
    expect(m).toMatchObject({ entitlement: 10, total: 10, used: 2, remaining: 8 });
  });

  it('starts with the first year on record (nothing carried into it)', () => {
    const [y] = leaveBalances([yearly], '2008-09-01', taken, 2025);
    expect(y).toMatchObject({ carriedOver: 0, total: 30, used: 20, remaining: 10 });
  });

  it('carries over only to the next year: days used first come from the carried ones', () => {
    // 2024: 30 own, 0 used → 30 carried into 2025; 2025 uses 35: 30 carried + 5 own → 25 own left to 2026.
    const history = [take('YILLIK', 2024, 0), take('YILLIK', 2025, 35)];
    expect(leaveBalances([yearly], '2008-09-01', history, 2025)[0]).toMatchObject({ carriedOver: 30, total: 60, remaining: 25 });
    expect(leaveBalances([yearly], '2008-09-01', history, 2026)[0]).toMatchObject({ carriedOver: 25, total: 55, used: 0, remaining: 55 });
  });
});
