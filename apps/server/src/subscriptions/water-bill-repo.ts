import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/* Water bills and their lines: the one writer of these tables (docs/architecture.md). The billing
 * run and a cut line's final bill make them the same way. */

/** A subscription's earlier bills, newest first. */
export function findBillsBefore(db: Db, subscriptionOid: number, period: string) {
  return db
    .selectFrom('water_bill')
    .select(['oid', 'period', 'from_date', 'to_date', 'days', 'consumption_m3', 'estimate_reason', 'to_reading_oid', 'to_index'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('period', '<', period)
    .where('cancelled_at', 'is', null)
    .orderBy('period', 'desc')
    .limit(24)
    .execute();
}

/** Inserts the bill unless the subscription already has one for the period; its oid, or undefined. */
export async function insertBillIfNew(trx: Db, row: Insertable<Database['water_bill']>) {
  const inserted = await trx
    .insertInto('water_bill')
    .values(row)
    .onConflict((oc) => oc.columns(['subscription_oid', 'period']).where('cancelled_at', 'is', null).doNothing())
    .returning('oid')
    .executeTakeFirst();
  return inserted ? Number(inserted.oid) : undefined;
}

export function insertBillLines(trx: Db, rows: readonly Insertable<Database['water_bill_line']>[]) {
  return trx
    .insertInto('water_bill_line')
    .values([...rows])
    .execute();
}

export function setBillAccrual(trx: Db, billOid: number, accrualOid: number) {
  return trx.updateTable('water_bill').set({ accrual_oid: accrualOid }).where('oid', '=', billOid).execute();
}

/** The period's bill in force (a cancelled one was replaced). */
export function findBill(db: Db, subscriptionOid: number, period: string) {
  return db.selectFrom('water_bill').selectAll().where('subscription_oid', '=', subscriptionOid).where('period', '=', period).where('cancelled_at', 'is', null).executeTakeFirst();
}

export function findBillLines(db: Db, billOid: number) {
  return db.selectFrom('water_bill_line').selectAll().where('bill_oid', '=', billOid).orderBy('line_no').execute();
}

/**
 * Whether the subscription already owes a usage accrual of the period that no bill of this module
 * made: the period was billed by the previous billing system, so the run leaves it alone.
 */
export async function hasEarlierUsageAccrual(db: Db, subscriptionOid: number, periodLabel: string, revenueCode: number) {
  const row = await db
    .selectFrom('accrual')
    .select('accrual.oid')
    .where('accrual.subscription_oid', '=', subscriptionOid)
    .where('accrual.revenue_code', '=', revenueCode)
    .where('accrual.period_label', '=', periodLabel)
    .where('accrual.status', '!=', 'cancelled')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('water_bill').select('water_bill.oid').whereRef('water_bill.accrual_oid', '=', 'accrual.oid'))))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A subscription's latest bills, newest first. */
export function findLatestBills(db: Db, subscriptionOid: number, limit: number) {
  return db.selectFrom('water_bill').selectAll().where('subscription_oid', '=', subscriptionOid).orderBy('period', 'desc').orderBy('oid', 'desc').limit(limit).execute();
}

export function findLinesOfBills(db: Db, billOids: readonly number[]) {
  if (billOids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('water_bill_line')
    .selectAll()
    .where('bill_oid', 'in', [...billOids])
    .orderBy('bill_oid')
    .orderBy('line_no')
    .execute();
}

/** Whether a bill of a later period exists: a cut line's final bill covers every day up to the cut. */
export async function hasBillAfter(db: Db, subscriptionOid: number, period: string) {
  const row = await db
    .selectFrom('water_bill')
    .select('oid')
    .where('subscription_oid', '=', subscriptionOid)
    .where('period', '>', period)
    .where('cancelled_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Cancels a bill an approved appeal replaces: kept with when, by whom, why and its replacement. */
export function markBillCancelled(trx: Db, billOid: number, set: { cancelled_at: Date; cancelled_by: number; cancel_reason: string }) {
  return trx.updateTable('water_bill').set(set).where('oid', '=', billOid).where('cancelled_at', 'is', null).executeTakeFirst();
}

export function setBillReplacement(trx: Db, billOid: number, replacedBy: number) {
  return trx.updateTable('water_bill').set({ replaced_by_bill_oid: replacedBy }).where('oid', '=', billOid).execute();
}

/** The subscription's newest bill in force, locked: an appeal re-bills only that one. */
export function lockLatestBill(trx: Db, subscriptionOid: number) {
  return trx
    .selectFrom('water_bill')
    .selectAll()
    .where('subscription_oid', '=', subscriptionOid)
    .where('cancelled_at', 'is', null)
    .orderBy('period', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}
