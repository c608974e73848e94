import { describe, expect, it } from 'vitest';
import type { OnlinePaymentStatus } from '../../../db/schema/payment';
import { accepts, canMove, isTerminal, openStatuses, watchedStatuses, type PaymentStep } from '../order-state';

const all: OnlinePaymentStatus[] = ['created', 'sentTo3d', 'threeDResult', 'provisioned', 'declined', 'collected', 'expired', 'failed', 'cancelled'];

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
    ['sentTo3d', 'cancelled', true],
    ['threeDResult', 'cancelled', false],
    ['provisioned', 'cancelled', false],
    ['cancelled', 'provisioned', true],
    ['cancelled', 'collected', false],
    ['cancelled', 'sentTo3d', false],
  ] as const)('%s → %s allowed: %s', (from, to, expected) => {
    expect(canMove(from, to)).toBe(expected);
  });

  it('ends in exactly four terminal states, from which nothing moves', () => {
    const terminal = all.filter(isTerminal);
    expect(terminal).toEqual(['declined', 'collected', 'expired', 'failed']);
    for (const from of terminal) for (const to of all) expect(canMove(from, to)).toBe(false);
  });

  it('keeps debts locked only while an order is open; a given-up order holds none but is still listened to', () => {
    expect(openStatuses).toEqual(all.filter((s) => !isTerminal(s) && s !== 'cancelled'));
    expect(watchedStatuses).toEqual(all.filter((s) => !isTerminal(s)));
  });

  it('lets a payer give up only an order the bank has not answered', () => {
    expect(all.filter((s) => accepts('cancel', s))).toEqual(['created', 'sentTo3d']);
    for (const s of all.filter((x) => accepts('cancel', x))) expect(canMove(s, 'cancelled')).toBe(true);
  });

  it('reaches collected only through provisioned', () => {
    expect(all.filter((from) => canMove(from, 'collected'))).toEqual(['provisioned']);
  });
});

describe('which states each payment step accepts (one table)', () => {
  const acceptedBy = (step: PaymentStep) => all.filter((s) => accepts(step, s));

  it.each([
    ['startThreeD', ['created', 'sentTo3d']],
    ['bankResult', ['sentTo3d', 'cancelled']],
    ['applyResult', ['sentTo3d', 'threeDResult', 'cancelled']],
    ['collect', ['provisioned']],
    ['collectOnRequest', ['provisioned', 'collected']],
    ['askBank', ['sentTo3d', 'threeDResult', 'cancelled']],
    ['cancel', ['created', 'sentTo3d']],
    ['expire', ['created']],
    ['replace', ['created']],
    ['receipt', ['collected']],
  ] as const)('%s accepts %j', (step, states) => {
    expect(acceptedBy(step)).toEqual(states);
  });

  it('agrees with the transitions: each step accepts only states it may move on from', () => {
    for (const s of acceptedBy('bankResult')) expect(canMove(s, 'threeDResult')).toBe(true);
    for (const s of acceptedBy('applyResult')) expect([canMove(s, 'provisioned'), canMove(s, 'declined'), canMove(s, 'failed')]).toEqual([true, true, true]);
    for (const s of acceptedBy('collect')) expect(canMove(s, 'collected')).toBe(true);
    for (const s of [...acceptedBy('expire'), ...acceptedBy('replace')]) expect(canMove(s, 'expired')).toBe(true);
  });

  it('never lets the bank-facing steps touch a settled order, nor expire one the bank may still charge', () => {
    for (const step of ['startThreeD', 'bankResult', 'applyResult', 'collect', 'askBank', 'expire', 'replace'] as const) {
      expect(acceptedBy(step).filter(isTerminal)).toEqual([]);
    }
    expect(acceptedBy('expire').filter((s) => accepts('askBank', s))).toEqual([]);
  });
});
