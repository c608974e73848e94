import type { LateDebtCaseStatus } from '../../db/schema/water-billing';
import type { Machine } from '../../platform/state-machine';

/**
 * A late water debt's life (docs/domain/water.md, "Late debts"): the notice gives a period to
 * pay; once it has passed with the debt unpaid the clerk orders the cut and the crew cuts.
 * Paying the overdue debt ends the case before the cut (settled, the order withdrawn) or, after
 * it, orders the reconnection, which the crew records.
 */
export type LateDebtAction = 'orderCut' | 'recordCut' | 'paid' | 'recordReconnection';

export const lateDebtMachine: Machine<LateDebtCaseStatus, LateDebtAction> = {
  orderCut: { noticed: 'cutOrdered' },
  recordCut: { cutOrdered: 'cut' },
  paid: { noticed: 'settled', cutOrdered: 'settled', cut: 'reconnectionOrdered' },
  recordReconnection: { reconnectionOrdered: 'reconnected' },
};

/** The states a case is still open in: one per subscription at a time. */
export const openStatuses: readonly LateDebtCaseStatus[] = ['noticed', 'cutOrdered', 'cut', 'reconnectionOrdered'];

export const lateDebtStatusNames: Record<LateDebtCaseStatus, string> = {
  noticed: 'İhbarname gönderildi',
  cutOrdered: 'Su kesim iş emri verildi',
  cut: 'Su kesildi',
  reconnectionOrdered: 'Borç ödendi, su açma iş emri verildi',
  reconnected: 'Su açıldı',
  settled: 'Borç kesimden önce ödendi',
};
