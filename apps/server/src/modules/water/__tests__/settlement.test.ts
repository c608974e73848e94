import { describe, expect, it } from 'vitest';
import { settle } from '../../../ledger/deposit-settlement';

// İSKİ konut deposit 968,40 TL (docs/domain/water.md) = 96 840 kuruş.
describe('deposit against open water debts', () => {
  it.each([
    // deposit, debt, rule, return type → set off, refund, to pay first
    [96_840, 0, 'SET_OFF', 1, 0, 96_840, 0],
    [96_840, 25_010, 'SET_OFF', 1, 25_010, 71_830, 0],
    [96_840, 25_010, 'SET_OFF', 2, 25_010, 71_830, 0],
    [96_840, 25_010, 'SET_OFF', 3, 25_010, 0, 0],
    [96_840, 120_000, 'SET_OFF', 1, 96_840, 0, 23_160],
    [96_840, 0, 'PAY_FIRST', 1, 0, 96_840, 0],
    [96_840, 25_010, 'PAY_FIRST', 1, 0, 96_840, 25_010],
    [96_840, 0, 'PAY_FIRST', 3, 0, 0, 0],
  ] as const)('deposit %i, debt %i, %s, type %i', (deposit, debt, rule, type, setOff, refund, payFirst) => {
    expect(settle(deposit, debt, rule, type)).toEqual({ setOffAmount: setOff, refundAmount: refund, debtToPayFirst: payFirst });
  });
});
