import { describe, expect, it } from 'vitest';
import type { OnlinePaymentStatus } from '../../../db/schema/payment';
import { canMove, isTerminal, openStatuses } from '../order-state';

const all: OnlinePaymentStatus[] = ['created', 'sentTo3d', 'threeDResult', 'provisioned', 'declined', 'collected', 'expired', 'failed'];

describe('online payment order states', () => {
  it.each([
    ['created', 'sentTo3d', true],
    ['sentTo3d', 'threeDResult', true],
    ['threeDResult', 'provisioned', true],
    ['threeDResult', 'declined', true],
    ['provisioned', 'collected', true],
    ['sentTo3d', 'expired', true],
    ['sentTo3d', 'provisioned', true],
    ['provisioned', 'failed', true],
    ['created', 'collected', false],
    ['sentTo3d', 'collected', false],
    ['declined', 'provisioned', false],
    ['collected', 'collected', false],
    ['expired', 'provisioned', false],
    ['provisioned', 'declined', false],
  ] as const)('%s → %s allowed: %s', (from, to, expected) => {
    expect(canMove(from, to)).toBe(expected);
  });

  it('ends in exactly four terminal states, from which nothing moves', () => {
    const terminal = all.filter(isTerminal);
    expect(terminal).toEqual(['declined', 'collected', 'expired', 'failed']);
    for (const from of terminal) for (const to of all) expect(canMove(from, to)).toBe(false);
  });

  it('keeps debts locked only while an order is open', () => {
    expect(openStatuses).toEqual(all.filter((s) => !isTerminal(s)));
  });

  it('reaches collected only through provisioned', () => {
    expect(all.filter((from) => canMove(from, 'collected'))).toEqual(['provisioned']);
  });
});
