import { createHash } from 'node:crypto';
import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { lockOutsideCardPayments, openAccruals, recordCollection } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { findBankCollection, insertBankCollection, lockBankReference, type BankCollectionRow } from './bank-collection-repo';
import { findPayer } from './payer';
import type { PaymentRequest } from './requests';

/**
 * A bank collection is a debit note (collection type 3, "Virman"): the payer pays at the bank, and
 * the money reaches the municipality as a transfer from the bank's account, neither cash at a
 * desk (1) nor a card on the portal's virtual POS (4) — docs/domain/bank-service.md.
 */
export const BANK_COLLECTION_TYPE = 3;

/** What makes two calls with one bank reference the same payment: the payer, the debts and the amount. */
export function requestHashOf(body: PaymentRequest): string {
  const same = {
    subscriberNo: body.subscriberNo ?? null,
    nationalId: body.nationalId ?? null,
    taxNumber: body.taxNumber ?? null,
    debtIds: [...body.debtIds].sort((a, b) => a - b),
    amount: body.amount,
  };
  return createHash('sha256').update(JSON.stringify(same)).digest('hex');
}

const resultOf = (
  row: Pick<BankCollectionRow, 'bank_reference' | 'receipt_no' | 'total_amount' | 'business_date' | 'collected_at' | 'cancelled_at'>,
  debtIds: readonly number[],
) => ({
  bankReference: row.bank_reference,
  status: row.cancelled_at === null ? ('collected' as const) : ('cancelled' as const),
  receiptNo: row.receipt_no,
  amount: row.total_amount,
  businessDate: row.business_date,
  collectedAt: row.collected_at.toISOString(),
  debtIds: [...debtIds].sort((a, b) => a - b),
});

/**
 * Collects the chosen debts for a bank in one transaction. One bank reference collects once: a
 * repeat with the same body answers the first result, another body is refused. A debt held by a
 * card payment, one not open (paid meanwhile) or not the payer's, or an amount other than the
 * debts' total today, is refused and nothing changes.
 */
export function payDebts(db: Db, bankCode: string, body: PaymentRequest, now: Date) {
  const requestHash = requestHashOf(body);
  return db.transaction().execute(async (trx) => {
    await lockBankReference(trx, bankCode, body.bankReference);
    const earlier = await findBankCollection(trx, bankCode, body.bankReference);
    if (earlier) {
      if (earlier.request_hash !== requestHash) throw new DomainError('BANK_REFERENCE_CONFLICT');
      return { ...resultOf(earlier, body.debtIds), repeated: true };
    }
    const payer = await findPayer(trx, body);
    const asOf = istanbulDate(now);
    await lockOutsideCardPayments(trx, body.debtIds);
    const open = await openAccruals(trx, {
      registryOid: payer.registryOid,
      asOf,
      accrualOids: body.debtIds,
      ...(payer.subscriptionOid !== undefined ? { subscriptionOid: payer.subscriptionOid } : {}),
    });
    if (open.length !== new Set(body.debtIds).size) throw new DomainError('ACCRUAL_NOT_PAYABLE');
    const recorded = await recordCollection(trx, {
      registryOid: payer.registryOid,
      accrualOids: body.debtIds,
      collectionType: BANK_COLLECTION_TYPE,
      channel: 'bank',
      asOf,
      collectedAt: now,
      expectedTotal: body.amount,
    });
    const row = {
      bank_code: bankCode,
      bank_reference: body.bankReference,
      request_hash: requestHash,
      collection_oid: recorded.collectionOid,
      registry_oid: payer.registryOid,
      total_amount: recorded.totalAmount,
      business_date: asOf,
      collected_at: now,
    };
    await insertBankCollection(trx, row);
    return { ...resultOf({ ...row, receipt_no: recorded.receiptNo, cancelled_at: null }, body.debtIds), repeated: false };
  });
}
