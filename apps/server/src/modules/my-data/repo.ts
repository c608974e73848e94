import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { withAddressNames } from '../../reference-data/address-repo';

/** The staff readings of a member's record: by the member, or by the registry the member holds. */
export function findStaffAccesses(db: Db, memberOid: number, registryOid: number, limit: number) {
  return db
    .selectFrom('record_access')
    .select(['accessed_at', 'staff_role', 'staff_unit', 'screen', 'reason'])
    .where((eb) => eb.or([eb('member_oid', '=', memberOid), eb('registry_oid', '=', registryOid)]))
    .orderBy('accessed_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findSignIns(db: Db, memberOid: number, limit: number) {
  return db
    .selectFrom('audit_event')
    .select(['occurred_at', 'method', 'success', 'device_class'])
    .where('member_oid', '=', memberOid)
    .where('event_type', '=', 'SIGN_IN')
    .orderBy('occurred_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export function findOwnMemberRow(db: Db, memberOid: number) {
  return db
    .selectFrom('member')
    .select(['oid', 'registry_oid', 'user_name', 'gsm', 'email', 'sms_consent', 'created_at', 'kvkk_consent_at', 'status'])
    .where('oid', '=', memberOid)
    .executeTakeFirst();
}

export function findMemberByIdentifier(db: Db, identifier: string) {
  return db
    .selectFrom('member')
    .innerJoin('registry', 'registry.oid', 'member.registry_oid')
    .select([
      'member.oid',
      'member.user_name',
      'member.gsm',
      'member.email',
      'member.created_at',
      'member.status',
      'registry.registry_type',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
    ])
    .where((eb) => eb.or([eb('registry.national_id', '=', identifier), eb('registry.tax_number', '=', identifier)]))
    .executeTakeFirst();
}

/** The member's own estates with their address names. */
export function findEstates(db: Db, registryOid: number) {
  return db
    .selectFrom('real_estate')
    .select([
      'real_estate.oid',
      'real_estate.estate_code',
      'real_estate.block_no',
      'real_estate.parcel_no',
      'real_estate.land_area',
      'real_estate.floor_area',
      'real_estate.usage_type',
    ])
    .$call(withAddressNames('real_estate'))
    .where('real_estate.registry_oid', '=', registryOid)
    .orderBy('real_estate.oid')
    .execute();
}

/** The member's own water subscriptions. */
export function findSubscriptions(db: Db, registryOid: number) {
  return db
    .selectFrom('subscription')
    .select(['subscription.oid', 'subscription.subscriber_no', 'subscription.tariff', 'subscription.meter_no', 'subscription.started_on', 'subscription.ended_on'])
    .where('subscription.registry_oid', '=', registryOid)
    .orderBy('subscription.oid')
    .execute();
}

/** The unit of an active employee (the access log shows staff by role and unit). */
export function findEmployeeUnit(db: Db, nationalId: string) {
  return db.selectFrom('employee').select('department').where('national_id', '=', nationalId).where('is_active', '=', true).executeTakeFirst();
}

/** One entry of a citizen's access log; the table refuses any change afterwards. */
export function insertRecordAccess(db: Db, row: Insertable<Database['record_access']>) {
  return db.insertInto('record_access').values(row).execute();
}
