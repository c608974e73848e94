import { describe, expect, it } from 'vitest';
import { accrualGroupKey, checkPayableSelection, missingEarlierInstalments } from '../selection';

type Line = Parameters<typeof missingEarlierInstalments>[0][number];

const propertyTax = (oid: number, year: number, instalmentNo: number): Line => ({
  oid,
  incomeTypeCode: 'EMLAK',
  revenueCode: 1201,
  sourceKind: 'estate',
  sourceOid: 7,
  year,
  instalmentNo,
});
/** A 9-instalment plan from 28.02.2027: instalments 7 to 9 fall in 2028. */
const planInstalment = (oid: number, instalmentNo: number, plan = 41): Line => ({
  oid,
  incomeTypeCode: 'YAPILANDIRMA',
  revenueCode: 9001,
  sourceKind: 'restructuring',
  sourceOid: plan,
  year: instalmentNo <= 6 ? 2027 : 2028,
  instalmentNo,
});
/** A debt a broken plan restored keeps its own tax's year and instalment. */
const restored = (oid: number, year: number, instalmentNo: number): Line => ({
  oid,
  incomeTypeCode: 'EMLAK',
  revenueCode: 1201,
  sourceKind: 'restructuring',
  sourceOid: 41,
  year,
  instalmentNo,
});

describe('which instalments must be paid first', () => {
  const plan = Array.from({ length: 9 }, (_, i) => planInstalment(100 + i, i + 1));

  it.each([
    { case: 'a property tax 2026/2 needs 2026/1', open: [propertyTax(1, 2026, 1), propertyTax(2, 2026, 2)], chosen: [2], missing: [1] },
    { case: 'another year of the tax is another accrual', open: [propertyTax(1, 2025, 2), propertyTax(2, 2026, 1)], chosen: [2], missing: [] },
    { case: "a plan's 2028 instalment needs every open one of 2027", open: plan, chosen: [106], missing: [100, 101, 102, 103, 104, 105] },
    { case: "a plan's next instalment alone is payable", open: plan.slice(2), chosen: [102], missing: [] },
    { case: 'two plans are two debts', open: [planInstalment(1, 1, 41), planInstalment(2, 1, 42), planInstalment(3, 2, 42)], chosen: [3], missing: [2] },
    { case: 'restored debts of different years stay apart', open: [restored(1, 2024, 2), restored(2, 2025, 1)], chosen: [2], missing: [] },
  ])('$case', ({ open, chosen, missing }) => {
    expect(missingEarlierInstalments(open, chosen)).toEqual(missing);
  });

  it('keys a plan by the plan, not the year, and refuses a later instalment alone', () => {
    expect(accrualGroupKey(plan[0]!)).toBe(accrualGroupKey(plan[8]!));
    expect(accrualGroupKey(restored(1, 2024, 2))).not.toBe(accrualGroupKey(restored(2, 2025, 2)));
    expect(() => checkPayableSelection(plan, [108])).toThrow(expect.objectContaining({ code: 'SELECTION_ORDER' }));
    expect(() => checkPayableSelection(plan, [100, 101])).not.toThrow();
  });
});
