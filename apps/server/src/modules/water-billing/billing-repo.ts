import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

/* Billing runs, bills and their lines: the one writer of these tables (docs/architecture.md). */

export function findRun(db: Db, period: string) {
  return db.selectFrom('water_billing_run').selectAll().where('period', '=', period).executeTakeFirst();
}

/** Starts a period's run unless one exists (the unique period says which came first). */
export function insertRunIfNew(db: Db, row: Insertable<Database['water_billing_run']>) {
  return db
    .insertInto('water_billing_run')
    .values(row)
    .onConflict((oc) => oc.column('period').doNothing())
    .execute();
}

/** The run's row, locked for one batch: two callers of the same run take turns, batch by batch. */
export function lockRun(trx: Db, runOid: number) {
  return trx.selectFrom('water_billing_run').selectAll().where('oid', '=', runOid).forUpdate().executeTakeFirstOrThrow();
}

export function updateRun(trx: Db, runOid: number, set: Updateable<Database['water_billing_run']>) {
  return trx.updateTable('water_billing_run').set(set).where('oid', '=', runOid).execute();
}

/** Subscriptions that were open at some time in the period, in oid order after the given one. */
export function findSubscriptionsToBill(db: Db, afterOid: number, periodStart: string, periodEnd: string, limit: number) {
  return db
    .selectFrom('subscription')
    .select(['oid', 'registry_oid', 'subscriber_type'])
    .where('oid', '>', afterOid)
    .where('started_on', '<=', periodEnd)
    .where((eb) => eb.or([eb('ended_on', 'is', null), eb('ended_on', '>=', periodStart)]))
    .orderBy('oid')
    .limit(limit)
    .execute();
}

/** The subscriber types with a subscription open in the period (each needs a tariff). */
export function findSubscriberTypesToBill(db: Db, periodStart: string, periodEnd: string) {
  return db
    .selectFrom('subscription')
    .select('subscriber_type')
    .distinct()
    .where('started_on', '<=', periodEnd)
    .where((eb) => eb.or([eb('ended_on', 'is', null), eb('ended_on', '>=', periodStart)]))
    .execute();
}

/** A subscription's earlier bills, newest first. */
export function findBillsBefore(db: Db, subscriptionOid: number, period: string) {
  return db
    .selectFrom('water_bill')
    .select(['oid', 'period', 'from_date', 'to_date', 'days', 'consumption_m3', 'estimate_reason', 'to_reading_oid', 'to_index'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('period', '<', period)
    .orderBy('period', 'desc')
    .limit(24)
    .execute();
}

/** Inserts the bill unless the subscription already has one for the period; its oid, or undefined. */
export async function insertBillIfNew(trx: Db, row: Insertable<Database['water_bill']>) {
  const inserted = await trx
    .insertInto('water_bill')
    .values(row)
    .onConflict((oc) => oc.columns(['subscription_oid', 'period']).doNothing())
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

export function findBill(db: Db, subscriptionOid: number, period: string) {
  return db.selectFrom('water_bill').selectAll().where('subscription_oid', '=', subscriptionOid).where('period', '=', period).executeTakeFirst();
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

/** How many subscriptions open in the period the run has passed (up to its progress), and its bills' count and sum. */
export async function runTally(db: Db, run: { oid: number; lastSubscriptionOid: number }, periodStart: string, periodEnd: string) {
  const passed = await db
    .selectFrom('subscription')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('oid', '<=', run.lastSubscriptionOid)
    .where('started_on', '<=', periodEnd)
    .where((eb) => eb.or([eb('ended_on', 'is', null), eb('ended_on', '>=', periodStart)]))
    .executeTakeFirstOrThrow();
  const bills = await db
    .selectFrom('water_bill')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('total'), eb.val('0')).as('total')])
    .where('run_oid', '=', run.oid)
    .executeTakeFirstOrThrow();
  return { passed: Number(passed.n), bills: Number(bills.n), total: Number(bills.total) };
}

/** What a leak alert needs of a subscription: its number and the phone registered on it. */
export function findSubscriptionContact(db: Db, subscriptionOid: number) {
  return db.selectFrom('subscription').select(['subscriber_no', 'gsm', 'registry_oid']).where('oid', '=', subscriptionOid).executeTakeFirstOrThrow();
}

/** A subscription's latest bills, newest first. */
export function findLatestBills(db: Db, subscriptionOid: number, limit: number) {
  return db.selectFrom('water_bill').selectAll().where('subscription_oid', '=', subscriptionOid).orderBy('period', 'desc').limit(limit).execute();
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
