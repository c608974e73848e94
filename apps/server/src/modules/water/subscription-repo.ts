import type { Db } from '../../db/kysely';
import { withAddressNames } from '../../reference-data/address-repo';

/** A subscription with its holder and the names of its address parts. */
function subscriptionQuery(db: Db) {
  return db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select([
      'subscription.oid',
      'subscription.subscriber_no',
      'subscription.registry_oid',
      'subscription.subscriber_type',
      'subscription.tariff',
      'subscription.meter_no',
      'subscription.deposit_amount',
      'subscription.water_line_status',
      'subscription.gsm',
      'subscription.started_on',
      'subscription.ended_on',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
      'registry.national_id',
      'registry.tax_number',
    ])
    .$call(withAddressNames('subscription'));
}

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscriptionByNo>>>;

/** Subscriptions held by the given registries (the caller's scope), oldest first. */
export function findSubscriptionsOfRegistries(db: Db, registryOids: readonly number[], subscriberNo?: string) {
  let q = subscriptionQuery(db).where('subscription.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1]);
  if (subscriberNo) q = q.where('subscription.subscriber_no', '=', subscriberNo);
  return q.orderBy('subscription.started_on').orderBy('subscription.oid').execute();
}

/** One subscription, only when one of the given registries holds it. */
export function findSubscriptionOfRegistries(db: Db, subscriptionOid: number, registryOids: readonly number[]) {
  return subscriptionQuery(db)
    .where('subscription.oid', '=', subscriptionOid)
    .where('subscription.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .executeTakeFirst();
}

/** A subscription by its number, for proving the registered phone (ValidateSubscriberNo). */
export function findSubscriptionByNo(db: Db, subscriberNo: string) {
  return subscriptionQuery(db).where('subscription.subscriber_no', '=', subscriberNo).executeTakeFirst();
}

/** The registry behind an ID or tax number. */
export function findRegistryOidByIdentifier(db: Db, identifier: string) {
  const column = identifier.length === 11 ? 'national_id' : 'tax_number';
  return db.selectFrom('registry').select('oid').where(column, '=', identifier).executeTakeFirst();
}

/** A subscription by oid, for a caller whose SMS proof already names it. */
export function findSubscriptionByOid(db: Db, subscriptionOid: number) {
  return subscriptionQuery(db).where('subscription.oid', '=', subscriptionOid).executeTakeFirst();
}
