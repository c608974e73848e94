import type { WaterApplicationStatus } from '@ebelediye/contract';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { withAddressNames } from '../../reference-data/address-repo';

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationByOid>>>;

/** An application with the names of its address and the subscriber numbers it is about. */
function applicationQuery(db: Db) {
  return db
    .selectFrom('water_application')
    .selectAll('water_application')
    .$call(withAddressNames('water_application'))
    .leftJoin('subscription as target', 'target.oid', 'water_application.subscription_oid')
    .leftJoin('subscription as created', 'created.oid', 'water_application.created_subscription_oid')
    .select(['target.subscriber_no as target_subscriber_no', 'created.subscriber_no as created_subscriber_no']);
}

export function findApplicationByOid(db: Db, oid: number) {
  return applicationQuery(db).where('water_application.oid', '=', oid).executeTakeFirst();
}

export function findApplicationsOfRegistries(db: Db, registryOids: readonly number[]) {
  return applicationQuery(db)
    .where('water_application.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .orderBy('water_application.created_at', 'desc')
    .orderBy('water_application.oid', 'desc')
    .execute();
}

export function findApplicationOfRegistries(db: Db, trackingNumber: string, registryOids: readonly number[]) {
  return applicationQuery(db)
    .where('water_application.tracking_number', '=', trackingNumber)
    .where('water_application.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .executeTakeFirst();
}

export function findApplicationByTrackingAndPhone(db: Db, trackingNumber: string, gsm: string) {
  return applicationQuery(db).where('water_application.tracking_number', '=', trackingNumber).where('water_application.gsm', '=', gsm).executeTakeFirst();
}

/** Answers undefined when the tracking number is taken (a new one is drawn). */
export function insertApplication(db: Db, row: Insertable<Database['water_application']>) {
  return db
    .insertInto('water_application')
    .values(row)
    .onConflict((oc) => oc.column('tracking_number').doNothing())
    .returning('oid')
    .executeTakeFirst();
}

/** The move: only if the application is still at the version and status the actor saw. */
export function updateApplicationIf(db: Db, oid: number, expected: { version: number; status: WaterApplicationStatus }, set: Updateable<Database['water_application']>) {
  return db
    .updateTable('water_application')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('oid', '=', oid)
    .where('version', '=', expected.version)
    .where('status', '=', expected.status)
    .returning('oid')
    .executeTakeFirst();
}

export function insertStatusLine(db: Db, row: Insertable<Database['water_application_status']>) {
  return db.insertInto('water_application_status').values(row).execute();
}

export function findStatusLines(db: Db, applicationOids: readonly number[]) {
  return db
    .selectFrom('water_application_status')
    .select(['application_oid', 'status', 'note', 'at'])
    .where('application_oid', 'in', applicationOids.length ? [...applicationOids] : [-1])
    .orderBy('at')
    .orderBy('oid')
    .execute();
}

export function findFees(db: Db, applicationOids: readonly number[]) {
  return db
    .selectFrom('water_application_fee as f')
    .innerJoin('accrual as a', 'a.oid', 'f.accrual_oid')
    .select(['f.application_oid', 'a.oid', 'a.description', 'a.amount', 'a.status', 'a.revenue_type'])
    .where('f.application_oid', 'in', applicationOids.length ? [...applicationOids] : [-1])
    .orderBy('a.oid')
    .execute();
}

export function findDocuments(db: Db, applicationOids: readonly number[]) {
  return db
    .selectFrom('water_application_document as d')
    .innerJoin('stored_file as f', 'f.oid', 'd.file_oid')
    .select(['d.application_oid', 'd.document_kind', 'd.added_at', 'f.oid as file_oid', 'f.file_name', 'f.document_name', 'f.content_type', 'f.size'])
    .where('d.application_oid', 'in', applicationOids.length ? [...applicationOids] : [-1])
    .orderBy('d.added_at')
    .orderBy('d.oid')
    .execute();
}

export function insertDocuments(db: Db, rows: Insertable<Database['water_application_document']>[]) {
  return rows.length ? db.insertInto('water_application_document').values(rows).execute() : Promise.resolve([]);
}

/**
 * Applications whose fees are all paid but which still wait for payment: the ledger is the one
 * truth of "paid", however the debt was paid (card, counter, another window).
 */
export function findPaidButWaiting(db: Db, registryOids: readonly number[] | null, limit: number) {
  return db
    .selectFrom('water_application as w')
    .select(['w.oid', 'w.version'])
    .where('w.status', '=', 'awaitingPayment')
    .$if(registryOids !== null, (qb) => qb.where('w.registry_oid', 'in', registryOids!.length ? [...registryOids!] : [-1]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('water_application_fee as f')
            .innerJoin('accrual as a', 'a.oid', 'f.accrual_oid')
            .select('f.accrual_oid')
            .whereRef('f.application_oid', '=', 'w.oid')
            .where('a.status', '<>', 'paid'),
        ),
      ),
    )
    .orderBy('w.oid')
    .limit(limit)
    .execute();
}

/** An open application of the same type for the same door or subscription. */
export function findOpenApplication(db: Db, type: number, target: { subscriptionOid: number } | { outerDoorOid: number; innerDoorOid: number | null }) {
  return db
    .selectFrom('water_application')
    .select(['tracking_number'])
    .where('application_type', '=', type)
    .where('status', 'in', ['awaitingPayment', 'received', 'documentsMissing', 'siteVisitPlanned', 'siteVisitDone', 'approved'])
    .$if('subscriptionOid' in target, (qb) => qb.where('subscription_oid', '=', (target as { subscriptionOid: number }).subscriptionOid))
    .$if(!('subscriptionOid' in target), (qb) => {
      const door = target as { outerDoorOid: number; innerDoorOid: number | null };
      return qb
        .where('subscription_oid', 'is', null)
        .where('outer_door_oid', '=', door.outerDoorOid)
        .where(sql`coalesce(inner_door_oid, 0)`, '=', door.innerDoorOid ?? 0);
    })
    .executeTakeFirst();
}

/** A subscription that still supplies this door (not cut, not ended). */
export function findLiveSubscriptionAt(db: Db, outerDoorOid: number, innerDoorOid: number | null) {
  return db
    .selectFrom('subscription')
    .select(['subscriber_no'])
    .where('outer_door_oid', '=', outerDoorOid)
    .where(sql`coalesce(inner_door_oid, 0)`, '=', innerDoorOid ?? 0)
    .where('ended_on', 'is', null)
    .where('water_line_status', '<>', 3)
    .executeTakeFirst();
}

export function countInnerDoors(db: Db, outerDoorOid: number) {
  return db
    .selectFrom('inner_door')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('outer_door_oid', '=', outerDoorOid)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
}

export function findSubscriptionByNumber(db: Db, subscriberNo: string) {
  return db.selectFrom('subscription').select(['oid', 'registry_oid', 'water_line_status', 'ended_on']).where('subscriber_no', '=', subscriberNo).executeTakeFirst();
}

/** The fee accruals an application charged, so "paid" can be read from the ledger. */
export function insertFeeLinks(db: Db, applicationOid: number, accrualOids: readonly number[]) {
  return db
    .insertInto('water_application_fee')
    .values(accrualOids.map((a) => ({ application_oid: applicationOid, accrual_oid: a })))
    .execute();
}
