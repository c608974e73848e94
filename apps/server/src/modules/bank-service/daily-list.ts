import type { Db } from '../../db/kysely';
import { findBankCollectionsOfDay } from './bank-collection-repo';

/**
 * A bank's collections of one business day for reconciliation: each by the bank's reference, and the
 * count and total of those that stand and of those cancelled that day.
 */
export async function dailyList(db: Db, bankCode: string, date: string) {
  const rows = await findBankCollectionsOfDay(db, bankCode, date);
  const collections = rows.map((r) => ({
    bankReference: r.bank_reference,
    receiptNo: r.receipt_no,
    amount: r.total_amount,
    collectedAt: r.collected_at.toISOString(),
    status: r.cancelled_at === null ? ('collected' as const) : ('cancelled' as const),
    ...(r.cancelled_at ? { cancelledAt: r.cancelled_at.toISOString() } : {}),
  }));
  const sum = (status: 'collected' | 'cancelled') => {
    const of = collections.filter((c) => c.status === status);
    return { count: of.length, total: of.reduce((s, c) => s + c.amount, 0) };
  };
  return { bankCode, date, collections, collected: sum('collected'), cancelled: sum('cancelled') };
}
