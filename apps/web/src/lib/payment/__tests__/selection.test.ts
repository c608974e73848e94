import { describe, expect, it } from 'vitest';
import { selectedTotal, toggleLine } from '../selection';

const tax = (oid: number, year: number, instalmentNo: number, total = 100, estate = 7) => ({
  accrumentOid: oid,
  accrualGroup: `EMLAK|1201|estate|${estate}|${year}`,
  instalmentNo,
  total,
});
const lines = [tax(1, 2025, 2), tax(2, 2026, 1, 250), tax(3, 2026, 2, 300), tax(4, 2026, 1, 100, 8)];

describe('debt selection', () => {
  it('brings the earlier instalments of the same accrual with a later one', () => {
    const { selected, addedEarlier } = toggleLine(lines, new Set(), 3);
    expect([...selected].sort()).toEqual([2, 3]);
    expect(addedEarlier).toBe(true);
    expect(selectedTotal(lines, selected)).toBe(550);
  });

  it('drops the later instalments with an earlier one, and leaves other accruals alone', () => {
    const { selected } = toggleLine(lines, new Set([1, 2, 3, 4]), 2);
    expect([...selected].sort()).toEqual([1, 4]);
  });

  it('selects a first instalment alone', () => {
    expect([...toggleLine(lines, new Set(), 4).selected]).toEqual([4]);
  });
});
