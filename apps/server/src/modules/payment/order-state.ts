import type { OnlinePaymentStatus } from '../../db/schema/payment';

/**
 * The order's life (architecture §7): created → sentTo3d → threeDResult → provisioned or
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

/** An order may still be charged by the bank until it expires or the bank said no. */
export const bankMayStillCharge = (status: OnlinePaymentStatus) => status === 'sentTo3d' || status === 'threeDResult';
