import type { Db } from '../../db/kysely';
import { withAddressNames } from '../../reference-data/address-repo';

/** Real estates of a registry with their address names. Scoped by the owner. */
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
      'real_estate.share_numerator',
      'real_estate.share_denominator',
      'real_estate.usage_type',
      'real_estate.construction_year',
      'real_estate.is_active',
    ])
    .$call(withAddressNames('real_estate'))
    .where('real_estate.registry_oid', '=', registryOid)
    .orderBy('real_estate.oid')
    .execute();
}

/** Water subscriptions of a registry with their address names. Scoped by the owner. */
export function findSubscriptions(db: Db, registryOid: number) {
  return db
    .selectFrom('subscription')
    .select([
      'subscription.oid',
      'subscription.subscriber_no',
      'subscription.subscriber_type',
      'subscription.tariff',
      'subscription.meter_no',
      'subscription.deposit_amount',
      'subscription.water_line_status',
      'subscription.started_on',
      'subscription.ended_on',
    ])
    .$call(withAddressNames('subscription'))
    .where('subscription.registry_oid', '=', registryOid)
    .orderBy('subscription.oid')
    .execute();
}
