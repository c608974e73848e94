import { describe, expect, it } from 'vitest';
import { canMove, waterLineStatusName } from '../water-line-status';

describe('water line status transitions', () => {
  it.each([
    [1, 2, true],
    [2, 3, true],
    [2, 4, true],
    [4, 2, true],
    [1, 3, false],
    [1, 4, false],
    [2, 1, false],
    [3, 1, false],
    [3, 2, false],
    [4, 3, false],
    [2, 2, false],
    [9, 2, false],
  ])('%i → %i allowed: %s', (from, to, ok) => {
    expect(canMove(from, to)).toBe(ok);
  });

  it('names statuses in Turkish', () => {
    expect(waterLineStatusName(2)).toBe('Kesme Talebi Gönderildi');
  });
});
