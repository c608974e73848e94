import type { OnlinePaymentStatus } from '../../db/schema/payment';

/**
 * The order's life (docs/architecture.md §7): created → sentTo3d → threeDResult → provisioned or
 * declined → collected; an order that never hears back expires, and one whose bank amount
 * differs from ours fails (money then needs a person: it is never collected silently). The
 * payer may give up an order the bank has not answered (cancelled): its debts are freed at once,
 * but the bank is still listened to until the order's time is up, so a sale made on a bank page
 * left open is collected, or refunded by a person when the debts were paid meanwhile.
 */
const allowed: Record<OnlinePaymentStatus, readonly OnlinePaymentStatus[]> = {
  created: ['sentTo3d', 'declined', 'expired', 'cancelled'],
  // Reconciliation may learn straight from the bank that a sent order was taken or not.
  sentTo3d: ['threeDResult', 'provisioned', 'declined', 'expired', 'failed', 'cancelled'],
  // A provision whose answer was lost stays unknown until the bank says otherwise or the order runs out.
  threeDResult: ['provisioned', 'declined', 'failed', 'expired'],
  provisioned: ['collected', 'failed'],
  declined: [],
  collected: [],
  expired: [],
  failed: [],
  cancelled: ['threeDResult', 'provisioned', 'declined', 'failed', 'expired'],
};

export const terminalStatuses: readonly OnlinePaymentStatus[] = ['declined', 'collected', 'expired', 'failed'];

/** Orders whose debts stay locked: nobody else may pay them meanwhile. */
export const openStatuses: readonly OnlinePaymentStatus[] = ['created', 'sentTo3d', 'threeDResult', 'provisioned'];

/** Orders the bank is still asked about: the open ones at the bank, and the ones the payer gave up there. */
export const watchedStatuses: readonly OnlinePaymentStatus[] = ['created', 'sentTo3d', 'threeDResult', 'provisioned', 'cancelled'];

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
  bankResult: ['sentTo3d', 'cancelled'],
  /** bank-result: a verified answer — the callback's, or the bank's live status — settles an order the bank may still charge. */
  applyResult: ['sentTo3d', 'threeDResult', 'cancelled'],
  /** collect: the ledger records what the bank took, once. */
  collect: ['provisioned'],
  /** OnlineOperationCollectDebt: collects a provisioned order, or reads back a collected one. */
  collectOnRequest: ['provisioned', 'collected'],
  /** reconcile: the bank is asked about an order it may still charge. */
  askBank: ['sentTo3d', 'threeDResult', 'cancelled'],
  /** cancel-order: the payer gives up an order the bank has not answered (asked first: a sale it made is collected instead). */
  cancel: ['created', 'sentTo3d'],
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
