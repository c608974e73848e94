import { sql, type Insertable } from 'kysely';
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
      'member.registry_oid',
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

/**
 * One entry of a citizen's access log, unless the same staff member already has one for the same
 * screen, person and reason since `since` (one view session: docs/security.md, the access log).
 * One statement, so a burst of re-fetches finds the row the first one wrote. The table refuses
 * any change afterwards.
 */
export async function insertRecordAccessOnce(db: Db, row: Insertable<Database['record_access']> & { accessed_at: Date }, since: Date) {
  const member = row.member_oid ?? null;
  const registry = row.registry_oid ?? null;
  const result = await sql`
    insert into record_access (member_oid, registry_oid, staff_member_oid, staff_role, staff_unit, screen, reason, accessed_at)
    select ${member}::integer, ${registry}::integer, ${row.staff_member_oid}::integer, ${row.staff_role}::text, ${row.staff_unit}::text, ${row.screen}::text, ${row.reason}::text, ${row.accessed_at}::timestamptz
    where not exists (
      select 1 from record_access r
      where r.staff_member_oid = ${row.staff_member_oid} and r.accessed_at > ${since}
        and r.screen = ${row.screen} and r.reason = ${row.reason}
        and r.member_oid is not distinct from ${member}::integer and r.registry_oid is not distinct from ${registry}::integer
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
