import type { Db } from '../../db/kysely';

/** Real estates of a registry with their address names. Scoped by the owner. */
export function findEstates(db: Db, registryOid: number) {
  return db
    .selectFrom('real_estate')
    .leftJoin('district', 'district.district_code', 'real_estate.district_code')
    .leftJoin('street', 'street.street_code', 'real_estate.street_code')
    .leftJoin('outer_door', 'outer_door.oid', 'real_estate.outer_door_oid')
    .leftJoin('inner_door', 'inner_door.oid', 'real_estate.inner_door_oid')
    .select([
      'real_estate.oid', 'real_estate.estate_code', 'real_estate.block_no', 'real_estate.parcel_no', 'real_estate.land_area', 'real_estate.floor_area',
      'real_estate.share_numerator', 'real_estate.share_denominator', 'real_estate.usage_type', 'real_estate.construction_year', 'real_estate.is_active',
      'district.district_name', 'street.street_name', 'outer_door.door_no as outer_door_no', 'inner_door.door_no as inner_door_no',
    ])
    .where('real_estate.registry_oid', '=', registryOid)
    .orderBy('real_estate.oid')
    .execute();
}

/** Water subscriptions of a registry with their address names. Scoped by the owner. */
export function findSubscriptions(db: Db, registryOid: number) {
  return db
    .selectFrom('subscription')
    .leftJoin('district', 'district.district_code', 'subscription.district_code')
    .leftJoin('street', 'street.street_code', 'subscription.street_code')
    .leftJoin('outer_door', 'outer_door.oid', 'subscription.outer_door_oid')
    .leftJoin('inner_door', 'inner_door.oid', 'subscription.inner_door_oid')
    .select([
      'subscription.oid', 'subscription.subscriber_no', 'subscription.subscriber_type', 'subscription.tariff', 'subscription.meter_no',
      'subscription.deposit_amount', 'subscription.water_line_status', 'subscription.started_on', 'subscription.ended_on',
      'district.district_name', 'street.street_name', 'outer_door.door_no as outer_door_no', 'inner_door.door_no as inner_door_no',
    ])
    .where('subscription.registry_oid', '=', registryOid)
    .orderBy('subscription.oid')
    .execute();
}

/** "GÜNEŞ MAH. ATATÜRK CAD. No:12 İç Kapı:3" from the address chain; empty parts are left out. */
export function addressText(row: { district_name: string | null; street_name: string | null; outer_door_no: string | null; inner_door_no: string | null }): string {
  return [
    row.district_name ? (row.district_name.endsWith('KÖYÜ') ? row.district_name : `${row.district_name} MAH.`) : null,
    row.street_name,
    row.outer_door_no ? `No:${row.outer_door_no}` : null,
    row.inner_door_no ? `İç Kapı:${row.inner_door_no}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}
