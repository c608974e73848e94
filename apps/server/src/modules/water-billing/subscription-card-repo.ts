import type { Db } from '../../db/kysely';
import { withAddressNames } from '../../reference-data/address-repo';

/** A subscription as the water clerk's card shows it, by its number, with its holder and address names. */
export function findSubscriptionCard(db: Db, subscriberNo: string) {
  return db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select([
      'subscription.oid',
      'subscription.subscriber_no',
      'subscription.subscriber_type',
      'subscription.water_line_status',
      'subscription.meter_no',
      'subscription.ended_on',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
    ])
    .$call(withAddressNames('subscription'))
    .where('subscription.subscriber_no', '=', subscriberNo)
    .executeTakeFirst();
}

/** A subscription's readings that count (not superseded by an appeal), oldest first. */
export function findCountingReadings(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('water_meter_reading')
    .select(['meter_no', 'meter_index', 'read_on', 'kind'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('superseded_at', 'is', null)
    .orderBy('read_at')
    .orderBy('oid')
    .execute();
}
