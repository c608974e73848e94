import { describe, expect, it } from 'vitest';
import { waterLineStatuses } from '@ebelediye/contract';
import { canMove, waterLine, waterLineStatusName } from '../water-line';

describe('water line status transitions', () => {
  it.each([
    [1, 2, true],
    [2, 3, true],
    [2, 4, true],
    [4, 2, true],
    [1, 3, false],
    [1, 4, false],
    [2, 1, true],
    [3, 1, true],
    [3, 2, false],
    [4, 3, false],
    [2, 2, false],
    [9, 2, false],
  ])('%i → %i allowed: %s', (from, to, ok) => {
    expect(canMove(from, to)).toBe(ok);
  });

  it("keeps the contract's codes", () => {
    expect(waterLine).toEqual(Object.fromEntries(Object.entries(waterLineStatuses).map(([key, status]) => [key, status.code])));
  });

  it('names statuses in Turkish', () => {
    expect(waterLineStatusName(2)).toBe('Kesme Talebi Gönderildi');
  });
});
