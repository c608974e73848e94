import type { Db } from '../../db/kysely';

/** Applications still waiting for their fees that were filed before the cut-off, oldest first. */
export function findUnpaidFiledBefore(db: Db, cutoff: Date, limit: number) {
  return db
    .selectFrom('water_application')
    .select(['oid', 'version', 'tracking_number', 'application_type', 'gsm'])
    .where('status', '=', 'awaitingPayment')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .orderBy('oid')
    .limit(limit)
    .execute();
}

/**
 * The application's fee accruals, locked: a collection or a card order that takes them waits
 * for this transaction, and one that went first shows as paid, collected or held by an order.
 */
export function lockFeeAccruals(db: Db, applicationOid: number) {
  return db
    .selectFrom('water_application_fee as f')
    .innerJoin('accrual as a', 'a.oid', 'f.accrual_oid')
    .select([
      'a.oid',
      'a.status',
      'a.amount',
      (eb) => eb.exists(eb.selectFrom('collection_line as cl').select('cl.accrual_oid').whereRef('cl.accrual_oid', '=', 'a.oid')).as('collected'),
      (eb) => eb.exists(eb.selectFrom('online_payment_lock as l').select('l.accrual_oid').whereRef('l.accrual_oid', '=', 'a.oid')).as('in_payment'),
    ])
    .where('f.application_oid', '=', applicationOid)
    .orderBy('a.oid')
    .forUpdate('a')
    .execute();
}
