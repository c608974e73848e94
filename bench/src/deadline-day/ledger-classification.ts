/** One online order of the run, as the ledger check reads it from the database. */
export interface OrderFacts {
  orderNumber: string;
  /** The portal's order state. */
  status: string;
  /** The bank's own book (the simulator's transaction): 'approved' means the money was taken. */
  bankStatus: string | null;
  amount: number;
  collections: number;
  collectedAmount: number;
}

export type OrderVerdict =
  | 'collectedOnce'
  /** The bank took the money and the portal has no collection: the citizen paid, the debt stays open. */
  | 'lost'
  | 'collectedTwice'
  /** A collection the bank never approved: a debt closed without money. */
  | 'collectedWithoutApproval'
  /** One collection, but the order state or the amount disagrees with it. */
  | 'inconsistent'
  /** Declined, abandoned before the bank, or still at the bank: nothing taken, nothing collected. */
  | 'notCharged';

export function classifyOrder(o: OrderFacts): OrderVerdict {
  if (o.collections > 1) return 'collectedTwice';
  const approved = o.bankStatus === 'approved';
  if (!approved) return o.collections === 0 ? 'notCharged' : 'collectedWithoutApproval';
  if (o.collections === 0) return 'lost';
  return o.status === 'collected' && o.collectedAmount === o.amount ? 'collectedOnce' : 'inconsistent';
}

export interface LedgerCheck {
  orders: number;
  verdicts: Record<OrderVerdict, number>;
  approvedByBank: number;
  /** Accruals in more than one collection of the run. */
  accrualsCollectedTwice: number;
  /** Accruals whose collected principal over all time exceeds the principal owed. */
  accrualsOverpaid: number;
  /** Up to 20 order numbers of each failing verdict, to look into. */
  examples: Partial<Record<OrderVerdict, string[]>>;
  passed: boolean;
}

const failing: readonly OrderVerdict[] = ['lost', 'collectedTwice', 'collectedWithoutApproval', 'inconsistent'];

export function judgeLedger(orders: readonly OrderFacts[], accrualsCollectedTwice: number, accrualsOverpaid: number): LedgerCheck {
  const verdicts: Record<OrderVerdict, number> = { collectedOnce: 0, lost: 0, collectedTwice: 0, collectedWithoutApproval: 0, inconsistent: 0, notCharged: 0 };
  const examples: LedgerCheck['examples'] = {};
  for (const order of orders) {
    const verdict = classifyOrder(order);
    verdicts[verdict]++;
    if (failing.includes(verdict) && (examples[verdict] ??= []).length < 20) examples[verdict]!.push(order.orderNumber);
  }
  return {
    orders: orders.length,
    verdicts,
    approvedByBank: orders.filter((o) => o.bankStatus === 'approved').length,
    accrualsCollectedTwice,
    accrualsOverpaid,
    examples,
    passed: failing.every((v) => verdicts[v] === 0) && accrualsCollectedTwice === 0 && accrualsOverpaid === 0,
  };
}

/** Approved at the bank, not yet collected, and still open at the portal: what reconciliation has yet to settle. */
export const awaitingReconciliation = (orders: readonly OrderFacts[]) =>
  orders.filter((o) => o.bankStatus === 'approved' && o.collections === 0 && !['declined', 'expired', 'failed'].includes(o.status)).length;
