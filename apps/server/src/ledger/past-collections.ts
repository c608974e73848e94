import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { findRemainders, insertCollection, nextCollectionOid, nextReceiptNumber } from './collection-repo';
import { newVerificationCode, receiptNumber } from './collections';
import { lockOutsideCardPayments } from './accrual-changes';
import { markAccrualsPaid } from './ledger-repo';

export interface PastCollection {
  accrualOid: number;
  /** The day the previous system collected it (ISO date). */
  collectedOn: string;
  /** 1 cash, 2 postal cheque, 3 debit note, 4 credit card, 5 deposit debit note. */
  collectionType: 1 | 2 | 3 | 4 | 5;
  /** Paid towards the principal, kuruş. */
  principalAmount: number;
  /** Paid towards the delay fine the previous system charged, kuruş. */
  delayFineAmount: number;
}

export interface Remainder {
  registryOid: number;
  status: string;
  dueDate: string;
  remaining: number;
}

/** What is left of each accrual's principal, by accrual oid. */
export async function remaindersOf(db: Db, accrualOids: readonly number[]): Promise<Map<number, Remainder>> {
  const rows = await findRemainders(db, accrualOids);
  return new Map(
    rows.map((r) => [Number(r.oid), { registryOid: Number(r.registry_oid), status: r.status, dueDate: String(r.due_date).slice(0, 10), remaining: Number(r.remaining) }]),
  );
}

/**
 * Records collections the previous system made before the portal took over (docs/operations.md,
 * "Importing a municipality's data"): each a receipt of the year it was collected in, against one
 * open debt, whose remainder falls by the principal paid; a debt paid in full is closed. Answers
 * each collection's oid in order. A payment beyond what is left is refused (COLLECTION_EXCEEDS_DEBT), and so
 * is a debt in a card payment at that moment (DEBT_IN_PAYMENT).
 */
export async function recordPastCollections(trx: Db, collections: readonly PastCollection[], channel: string): Promise<number[]> {
  const ids: number[] = [];
  // The portal is live while an administrator imports: a debt a citizen is paying by card now is not settled under them.
  await lockOutsideCardPayments(
    trx,
    collections.map((c) => c.accrualOid),
  );
  for (const c of collections) {
    const debt = (await remaindersOf(trx, [c.accrualOid])).get(c.accrualOid);
    if (!debt || debt.status !== 'open' || c.principalAmount > debt.remaining) throw new DomainError('COLLECTION_EXCEEDS_DEBT');
    const collectionOid = await nextCollectionOid(trx);
    const year = Number(c.collectedOn.slice(0, 4));
    await insertCollection(
      trx,
      {
        oid: collectionOid,
        registry_oid: debt.registryOid,
        collected_at: new Date(`${c.collectedOn}T12:00:00+03:00`),
        collection_type: c.collectionType,
        channel,
        total_amount: c.principalAmount + c.delayFineAmount,
        receipt_no: receiptNumber(year, await nextReceiptNumber(trx, year)),
        verification_code: newVerificationCode(),
        online_order_oid: null,
      },
      [{ collection_oid: collectionOid, accrual_oid: c.accrualOid, principal_amount: c.principalAmount, delay_fine_amount: c.delayFineAmount }],
    );
    if (c.principalAmount === debt.remaining) await markAccrualsPaid(trx, debt.registryOid, [c.accrualOid]);
    ids.push(collectionOid);
  }
  return ids;
}
