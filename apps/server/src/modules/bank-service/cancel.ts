import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { cancelCollection } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { findBankCollection, lockBankReference, markBankCollectionCancelled } from './bank-collection-repo';
import type { CancelRequest } from './requests';

/**
 * A bank cancels its own collection on the business day it was made (Istanbul time), before the
 * day's list is reconciled; later the money has moved and a refund goes through the municipality.
 * The ledger keeps the collection, reverses its lines and opens its debts again.
 */
export function cancelBankCollection(db: Db, bankCode: string, body: CancelRequest, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockBankReference(trx, bankCode, body.bankReference);
    const row = await findBankCollection(trx, bankCode, body.bankReference);
    if (!row) throw new DomainError('BANK_PAYMENT_NOT_FOUND');
    if (row.cancelled_at !== null) throw new DomainError('BANK_PAYMENT_CANCELLED');
    if (row.business_date !== istanbulDate(now)) throw new DomainError('BANK_CANCEL_DAY_PASSED');
    const { accrualOids } = await cancelCollection(trx, row.collection_oid, { at: now, by: `bank:${bankCode}`, reason: body.reason });
    await markBankCollectionCancelled(trx, row.oid, now, body.reason);
    return {
      bankReference: row.bank_reference,
      status: 'cancelled' as const,
      receiptNo: row.receipt_no,
      amount: row.total_amount,
      cancelledAt: now.toISOString(),
      reopenedDebtIds: accrualOids,
    };
  });
}
