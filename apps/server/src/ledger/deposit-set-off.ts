import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { recordCollection } from './collections';
import { WATER_INCOME_TYPE } from './deposit-settlement';
import { accrualsInCardPayment } from './ledger-repo';
import { openAccruals } from './open-accruals';

/** The collection type of a deposit debit note (güvence bedeli mahsubu). */
const DEPOSIT_DEBIT_NOTE = 5;

export interface DepositSetOff {
  /** What the deposit paid of the subscription's water bills. */
  setOffAmount: number;
  /** The bills it met, wholly or (the last) in part. */
  settledAccrualOids: number[];
  /** The receipt of the set-off, when anything was set off. */
  receiptNo: string | null;
}

/**
 * Sets the deposit off against the subscription's open water bills, in the caller's transaction:
 * oldest first, as far as the deposit goes (the last bill perhaps in part, the rest of it still
 * owed), as one collection of the deposit debit note type. The bills it settles are paid at once on every debt screen, so they cannot be
 * paid a second time. A bill a card payment holds is refused (DEBT_IN_PAYMENT), never raced.
 */
export async function setOffAgainstDeposit(
  trx: Db,
  input: { registryOid: number; subscriptionOid: number; depositAmount: number; asOf: string; at: Date },
): Promise<DepositSetOff> {
  const open = await openAccruals(trx, {
    registryOid: input.registryOid,
    asOf: input.asOf,
    incomeTypeCode: WATER_INCOME_TYPE,
    subscriptionOid: input.subscriptionOid,
    forUpdate: true,
  });
  if (
    (
      await accrualsInCardPayment(
        trx,
        open.map((l) => l.oid),
      )
    ).length > 0
  )
    throw new DomainError('DEBT_IN_PAYMENT');
  const owed = open.reduce((sum, l) => sum + l.principal + l.delayFine, 0);
  const setOff = Math.min(input.depositAmount, owed);
  if (setOff <= 0) return { setOffAmount: 0, settledAccrualOids: [], receiptNo: null };
  const collection = await recordCollection(trx, {
    registryOid: input.registryOid,
    accrualOids: open.map((l) => l.oid),
    collectionType: DEPOSIT_DEBIT_NOTE,
    channel: 'deposit',
    asOf: input.asOf,
    collectedAt: input.at,
    upTo: setOff,
  });
  const settledAccrualOids = collection.lines.map((l) => l.accrualOid);
  return { setOffAmount: collection.totalAmount, settledAccrualOids, receiptNo: collection.receiptNo };
}
