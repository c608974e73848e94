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
