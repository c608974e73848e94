import type { Db } from '../db/kysely';
import type { AccrualSourceKind } from '../db/schema/ledger';
import { DomainError } from '../platform/domain-error';
import { accrualsInCardPayment, findOpenAccrualOidsOfSource, lockAccruals, markAccrualsCancelled, markAccrualsRestructured, setAccrualsSubscription } from './ledger-repo';

/** Who cancels a debt and why: a member (a clerk, the citizen) or, with `by: null`, the portal itself (a job). */
export interface Cancellation {
  reason: string;
  by: number | null;
  at: Date;
}

/** Runs the work in the caller's transaction, or in one of its own: the row locks below hold only inside one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));

/**
 * Locks the accruals and refuses when a card payment holds any of them. A payment takes the same
 * row locks before it asks the bank (`lockOpenAccruals`), so a change and a payment never race:
 * whichever comes second sees the first.
 */
export async function lockOutsideCardPayments(trx: Db, accrualOids: readonly number[]) {
  const rows = await lockAccruals(trx, accrualOids);
  if ((await accrualsInCardPayment(trx, accrualOids)).length > 0) throw new DomainError('DEBT_IN_PAYMENT');
  return rows;
}

/**
 * Cancels open debts, keeping the rows with when, by whom and why (docs/architecture.md, the
 * ledger). A debt already paid, restructured or cancelled is left as it is; the answer is the
 * oids that were cancelled now.
 */
export function cancelAccruals(db: Db, accrualOids: readonly number[], cancellation: Cancellation): Promise<number[]> {
  if (accrualOids.length === 0) return Promise.resolve([]);
  return inTransaction(db, async (trx) => {
    await lockOutsideCardPayments(trx, accrualOids);
    return markAccrualsCancelled(trx, accrualOids, cancellation);
  });
}

/** Cancels what is still open of the debts one source created (a returned declaration's instalments). */
export function cancelAccrualsOfSource(db: Db, source: { kind: AccrualSourceKind; oid: number }, cancellation: Cancellation): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const open = await findOpenAccrualOidsOfSource(trx, source.kind, source.oid);
    return cancelAccruals(
      trx,
      open.map((r) => Number(r.oid)),
      cancellation,
    );
  });
}

/** Closes open debts into a restructuring plan; answers the oids closed (fewer: one was paid meanwhile). */
export function restructureAccruals(db: Db, registryOid: number, accrualOids: readonly number[]): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    await lockOutsideCardPayments(trx, accrualOids);
    return markAccrualsRestructured(trx, registryOid, accrualOids);
  });
}

/** The water fees of an application belong, once its meter is mounted, to the subscription it created. */
export async function assignAccrualsToSubscription(db: Db, accrualOids: readonly number[], subscriptionOid: number): Promise<void> {
  if (accrualOids.length > 0) await setAccrualsSubscription(db, accrualOids, subscriptionOid);
}

/**
 * For a card payment about to ask its bank: locks the debts in the caller's transaction and
 * refuses unless every one is still open, so a cancel, a restructuring or a set-off that got
 * there first is seen, and one that comes later waits for this transaction and then sees the
 * payment's lock.
 */
export async function lockOpenAccruals(trx: Db, accrualOids: readonly number[]): Promise<void> {
  const rows = await lockAccruals(trx, accrualOids);
  if (rows.length !== new Set(accrualOids).size || rows.some((r) => r.status !== 'open')) throw new DomainError('ACCRUAL_NOT_PAYABLE');
}
