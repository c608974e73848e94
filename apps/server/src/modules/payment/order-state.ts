import type { OnlinePaymentStatus } from '../../db/schema/payment';

/**
 * The order's life (docs/architecture.md §7): created → sentTo3d → threeDResult → provisioned or
 * declined → collected; an order that never hears back expires, and one whose bank amount
 * differs from ours fails (money then needs a person: it is never collected silently).
 */
const allowed: Record<OnlinePaymentStatus, readonly OnlinePaymentStatus[]> = {
  created: ['sentTo3d', 'declined', 'expired'],
  // Reconciliation may learn straight from the bank that a sent order was taken or not.
  sentTo3d: ['threeDResult', 'provisioned', 'declined', 'expired', 'failed'],
  // A provision whose answer was lost stays unknown until the bank says otherwise or the order runs out.
  threeDResult: ['provisioned', 'declined', 'failed', 'expired'],
  provisioned: ['collected', 'failed'],
  declined: [],
  collected: [],
  expired: [],
  failed: [],
};

export const terminalStatuses: readonly OnlinePaymentStatus[] = ['declined', 'collected', 'expired', 'failed'];

/** Orders whose debts stay locked: nobody else may pay them meanwhile. */
export const openStatuses: readonly OnlinePaymentStatus[] = ['created', 'sentTo3d', 'threeDResult', 'provisioned'];

export function canMove(from: OnlinePaymentStatus, to: OnlinePaymentStatus): boolean {
  return allowed[from].includes(to);
}

export const isTerminal = (status: OnlinePaymentStatus) => terminalStatuses.includes(status);

/**
 * The payment's steps, and the order states each accepts: every step asks here before it acts
 * (as GOV.UK Pay's state enforcer does), instead of comparing states inline. A step that does not
 * accept the state either refuses or reads the order back, as its file says; the transitions
 * above still guard every write.
 */
const stepStates = {
  /** three-d: the bank's form is (re)issued until the bank has answered. */
  startThreeD: ['created', 'sentTo3d'],
  /** bank-result: the bank's posted 3-D result is taken only for an order at the bank, claimed (→ threeDResult) before the bank is called again. */
  bankResult: ['sentTo3d'],
  /** bank-result: a verified answer — the callback's, or the bank's live status — settles an order the bank may still charge. */
  applyResult: ['sentTo3d', 'threeDResult'],
  /** collect: the ledger records what the bank took, once. */
  collect: ['provisioned'],
  /** OnlineOperationCollectDebt: collects a provisioned order, or reads back a collected one. */
  collectOnRequest: ['provisioned', 'collected'],
  /** reconcile: the bank is asked about an order it may still charge. */
  askBank: ['sentTo3d', 'threeDResult'],
  /** close-order: an order the bank never saw expires when its time is up, or is replaced by the payer's next one. */
  expire: ['created'],
  replace: ['created'],
  /** receipt: only a collected order has one. */
  receipt: ['collected'],
} as const satisfies Record<string, readonly OnlinePaymentStatus[]>;

export type PaymentStep = keyof typeof stepStates;

export function accepts(step: PaymentStep, status: OnlinePaymentStatus): boolean {
  return (stepStates[step] as readonly OnlinePaymentStatus[]).includes(status);
}
