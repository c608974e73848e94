import { describe, expect, it } from 'vitest';
import { chooseDebts } from '../journeys';

const line = (accrumentOid: number, accrualGroup: string, instalmentNo: number, dueDate: string) => ({ accrumentOid, accrualGroup, instalmentNo, dueDate });

describe('the debts a simulated citizen pays', () => {
  it('takes the earliest open instalment of the two accruals due first, never a later instalment before an earlier one', () => {
    const lines = [
      line(12, 'property-2026', 2, '2026-11-30'),
      line(11, 'property-2026', 1, '2026-05-31'),
      line(30, 'env-2026', 1, '2026-06-30'),
      line(40, 'water', 1, '2026-12-15'),
    ];
    expect(chooseDebts(lines)).toEqual([11, 30]);
  });

  it('pays nothing when nothing is open', () => {
    expect(chooseDebts([])).toEqual([]);
  });
});
