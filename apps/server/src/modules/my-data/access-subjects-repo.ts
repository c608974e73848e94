import type { Db } from '../../db/kysely';

/** The queue items a back-office read may open, each with whose record it is and its number. */
export function findComplaintSubject(db: Db, oid: number) {
  return db.selectFrom('complaint').select(['member_user_oid', 'tracking_number']).where('oid', '=', oid).executeTakeFirst();
}

/** The members behind many complaints at once (an export); anonymous ones and those filed without signing in have none. */
export function findComplaintSubjects(db: Db, oids: readonly number[]) {
  return db.selectFrom('complaint').select(['member_user_oid', 'tracking_number']).where('oid', 'in', oids).where('member_user_oid', 'is not', null).execute();
}

export function findCancellationSubject(db: Db, oid: number) {
  return db.selectFrom('contract_cancellation').select(['registry_oid', 'tracking_number']).where('oid', '=', oid).executeTakeFirst();
}

export function findSubscriptionSubject(db: Db, subscriberNo: string) {
  return db.selectFrom('subscription').select(['registry_oid', 'subscriber_no']).where('subscriber_no', '=', subscriberNo).executeTakeFirst();
}

export function findLateDebtCaseSubject(db: Db, oid: number) {
  return db
    .selectFrom('water_late_debt_case')
    .innerJoin('subscription', 'subscription.oid', 'water_late_debt_case.subscription_oid')
    .select(['subscription.registry_oid', 'water_late_debt_case.notice_no'])
    .where('water_late_debt_case.oid', '=', oid)
    .executeTakeFirst();
}

export function findDeclarationSubject(db: Db, oid: number) {
  return db.selectFrom('declaration').select(['registry_oid', 'member_user_oid', 'declaration_no']).where('oid', '=', oid).executeTakeFirst();
}

export function findRestructuringSubject(db: Db, oid: number) {
  return db.selectFrom('restructuring_log').select(['registry_oid', 'application_no']).where('oid', '=', oid).executeTakeFirst();
}

export function findWaterApplicationSubject(db: Db, oid: number) {
  return db.selectFrom('water_application').select(['registry_oid', 'member_user_oid', 'tracking_number']).where('oid', '=', oid).executeTakeFirst();
}

/** A member by T.C. Kimlik No or VKN. */
export function findMemberSubject(db: Db, identifier: string) {
  return db
    .selectFrom('member')
    .innerJoin('registry', 'registry.oid', 'member.registry_oid')
    .select(['member.oid', 'member.registry_oid'])
    .where((eb) => eb.or([eb('registry.national_id', '=', identifier), eb('registry.tax_number', '=', identifier)]))
    .executeTakeFirst();
}
