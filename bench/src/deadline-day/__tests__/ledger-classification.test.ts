import { describe, expect, it } from 'vitest';
import { awaitingReconciliation, classifyOrder, judgeLedger, type OrderFacts } from '../ledger-classification';

const order = (o: Partial<OrderFacts>): OrderFacts => ({
  orderNumber: 'EB1',
  status: 'collected',
  bankStatus: 'approved',
  amount: 1000,
  collections: 1,
  collectedAmount: 1000,
  ...o,
});

describe('the ledger check of the deadline-day run', () => {
  it.each<[string, Partial<OrderFacts>, ReturnType<typeof classifyOrder>]>([
    ['approved and collected once', {}, 'collectedOnce'],
    ['approved with no collection', { status: 'threeDResult', collections: 0, collectedAmount: 0 }, 'lost'],
    ['two collections', { collections: 2, collectedAmount: 2000 }, 'collectedTwice'],
    ['two collections although the bank declined', { bankStatus: 'declined', collections: 2 }, 'collectedTwice'],
    ['a collection the bank never approved', { bankStatus: 'declined' }, 'collectedWithoutApproval'],
    ['a collection of an order the bank never saw', { bankStatus: null }, 'collectedWithoutApproval'],
    ['collected, but the order is not in the collected state', { status: 'provisioned' }, 'inconsistent'],
    ['collected for another amount', { collectedAmount: 999 }, 'inconsistent'],
    ['declined, nothing collected', { status: 'declined', bankStatus: 'declined', collections: 0, collectedAmount: 0 }, 'notCharged'],
    ['abandoned before the bank', { status: 'created', bankStatus: null, collections: 0, collectedAmount: 0 }, 'notCharged'],
    ['still pending at the bank', { status: 'sentTo3d', bankStatus: 'pending', collections: 0, collectedAmount: 0 }, 'notCharged'],
  ])('%s', (_name, facts, verdict) => {
    expect(classifyOrder(order(facts))).toBe(verdict);
  });

  it('passes only with no lost, double or unapproved collection and no accrual paid twice', () => {
    const good = [order({}), order({ orderNumber: 'EB2', status: 'declined', bankStatus: 'declined', collections: 0, collectedAmount: 0 })];
    expect(judgeLedger(good, 0, 0)).toMatchObject({ orders: 2, approvedByBank: 1, passed: true, verdicts: { collectedOnce: 1, notCharged: 1 } });
    expect(judgeLedger(good, 1, 0).passed).toBe(false);
    expect(judgeLedger(good, 0, 1).passed).toBe(false);
    const lost = judgeLedger([...good, order({ orderNumber: 'EB3', status: 'threeDResult', collections: 0, collectedAmount: 0 })], 0, 0);
    expect(lost).toMatchObject({ passed: false, examples: { lost: ['EB3'] } });
  });

  it('counts what reconciliation has yet to settle: bank-approved, uncollected, still open', () => {
    const waiting = order({ status: 'threeDResult', collections: 0, collectedAmount: 0 });
    expect(awaitingReconciliation([waiting, order({}), order({ status: 'failed', collections: 0 })])).toBe(1);
  });
});
