import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { StageValue } from './back-office-repo';

export function findBankBranch(db: Db, oid: number) {
  return db.selectFrom('bank_branch').select(['oid']).where('oid', '=', oid).executeTakeFirst();
}

/** The subscription's line status, locked for the change. */
export function lockSubscription(db: Db, subscriptionOid: number) {
  return db.selectFrom('subscription').select(['oid', 'water_line_status']).where('oid', '=', subscriptionOid).forUpdate().executeTakeFirst();
}

export function findOpenCancellation(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('contract_cancellation')
    .select(['oid', 'tracking_number'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('status', '=', 'received')
    .executeTakeFirst();
}

/** Answers undefined when the tracking number is taken (a new one is drawn). */
export function insertCancellation(db: Db, row: Insertable<Database['contract_cancellation']>) {
  return db
    .insertInto('contract_cancellation')
    .values(row)
    .onConflict((oc) => oc.column('tracking_number').doNothing())
    .returning('oid')
    .executeTakeFirst();
}

/** The transition: only if the application is still at the version and stage the clerk acted on. */
export function updateCancellationIf(db: Db, oid: number, expected: { version: number; stage: StageValue }, set: Updateable<Database['contract_cancellation']>) {
  return db
    .updateTable('contract_cancellation')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('oid', '=', oid)
    .where('version', '=', expected.version)
    .where('stage', '=', expected.stage)
    .returning('oid')
    .executeTakeFirst();
}

/** The final bill's amounts, fixed when the line is cut. */
export function setFinalAmounts(
  trx: Db,
  oid: number,
  set: Pick<Updateable<Database['contract_cancellation']>, 'final_open_debt_total' | 'final_set_off_amount' | 'final_refund_amount'>,
) {
  return trx.updateTable('contract_cancellation').set(set).where('oid', '=', oid).execute();
}

function detailQuery(db: Db) {
  return db
    .selectFrom('contract_cancellation as c')
    .innerJoin('subscription', 'subscription.oid', 'c.subscription_oid')
    .leftJoin('bank_branch', 'bank_branch.oid', 'c.bank_branch_oid')
    .leftJoin('bank', 'bank.bank_code', 'bank_branch.bank_code')
    .select([
      'c.oid',
      'c.tracking_number',
      'c.application_type',
      'c.status',
      'c.stage',
      'c.water_line_cutting_date',
      'c.deposit_return_type',
      'c.bank_iban_no',
      'c.deposit_amount',
      'c.set_off_amount',
      'c.refund_amount',
      'c.final_set_off_amount',
      'c.final_refund_amount',
      'c.created_at',
      'c.subscription_oid',
      'subscription.subscriber_no',
      'subscription.water_line_status',
      'bank.bank_name',
      'bank_branch.branch_name',
    ]);
}

export type CancellationRow = NonNullable<Awaited<ReturnType<typeof findCancellationByTrackingAndPhone>>>;

export function findCancellationByTrackingAndPhone(db: Db, trackingNumber: string, gsm: string) {
  return detailQuery(db).where('c.tracking_number', '=', trackingNumber).where('c.gsm', '=', gsm).executeTakeFirst();
}

export function findCancellationByOid(db: Db, oid: number) {
  return detailQuery(db).where('c.oid', '=', oid).executeTakeFirstOrThrow();
}

/** Applications for subscriptions of the given registries (the member's scope). */
export function findCancellationsOfRegistries(db: Db, registryOids: readonly number[]) {
  return detailQuery(db)
    .where('c.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.oid', 'desc')
    .execute();
}

export function findLineHistories(db: Db, cancellationOids: readonly number[]) {
  return db
    .selectFrom('water_line_status_history')
    .select(['cancellation_oid', 'to_status', 'reason', 'changed_at'])
    .where('cancellation_oid', 'in', cancellationOids.length ? [...cancellationOids] : [-1])
    .orderBy('changed_at')
    .orderBy('oid')
    .execute();
}

/** A cancellation application of one of the given registries, by tracking number. */
export function findCancellationOfRegistries(db: Db, trackingNumber: string, registryOids: readonly number[]) {
  return detailQuery(db)
    .where('c.tracking_number', '=', trackingNumber)
    .where('c.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .executeTakeFirst();
}

/** What the petition prints beyond the application's view: the applicant, the address and the account holder. */
export function findPetitionParticulars(db: Db, cancellationOid: number) {
  return db
    .selectFrom('contract_cancellation as c')
    .innerJoin('registry', 'registry.oid', 'c.registry_oid')
    .select(['c.address', 'c.iban_owner', 'c.email', 'c.gsm', 'registry.first_name', 'registry.last_name', 'registry.title', 'registry.national_id', 'registry.tax_number'])
    .where('c.oid', '=', cancellationOid)
    .executeTakeFirstOrThrow();
}
