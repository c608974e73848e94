import type { Db } from '../../db/kysely';

/**
 * What a member record links to, read for the clerk who opened it (the owners' tables are only
 * read here). Each list is the person's: their member account for complaints (a complaint names
 * no registry), their registry for everything filed for it. Newest first, at most `limit`.
 */
export interface Person {
  memberOid: number;
  registryOid: number;
}

export function findComplaints(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('complaint')
    .select(['oid', 'tracking_number as reference', 'subject as title', 'status', 'created_at as at'])
    .where('member_user_oid', '=', person.memberOid)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findWaterApplications(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('water_application')
    .select(['oid', 'tracking_number as reference', 'application_type', 'status', 'created_at as at'])
    .where('registry_oid', '=', person.registryOid)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findWaterCancellations(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('contract_cancellation')
    .select(['oid', 'tracking_number as reference', 'stage as status', 'created_at as at'])
    .where('registry_oid', '=', person.registryOid)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findDeclarations(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('declaration')
    .select(['oid', 'declaration_no as reference', 'subject as title', 'review_status as status', 'filed_at as at'])
    .where('registry_oid', '=', person.registryOid)
    .orderBy('filed_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findRestructurings(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('restructuring_log')
    .select(['oid', 'application_no as reference', 'status', 'applied_at as at'])
    .where('registry_oid', '=', person.registryOid)
    .orderBy('applied_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findSubscriptions(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('subscription')
    .select(['subscriber_no as reference', 'tariff as title', 'started_on', 'ended_on'])
    .where('registry_oid', '=', person.registryOid)
    .orderBy('started_on', 'desc')
    .orderBy('subscriber_no')
    .limit(limit)
    .execute();
}

/** The registry's accruals not yet settled: open ones, by due date. */
export function findOpenDebts(db: Db, person: Person, limit: number) {
  return db
    .selectFrom('accrual')
    .select(['period_label as reference', 'description as title', 'status', 'due_date', 'amount'])
    .where('registry_oid', '=', person.registryOid)
    .where('status', '=', 'open')
    .orderBy('due_date', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}
