import type { Db } from '../../db/kysely';

/** The subscription a subscriber number names, with its holder's ID for the code row. */
export function findSubscriptionForCode(db: Db, subscriberNo: string) {
  return db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select([
      'subscription.oid',
      'subscription.registry_oid',
      'subscription.gsm',
      'subscription.ended_on',
      'subscription.subscriber_no',
      'registry.national_id',
      'registry.tax_number',
    ])
    .where('subscription.subscriber_no', '=', subscriberNo)
    .executeTakeFirst();
}

export function findSubscriptionRegistry(db: Db, subscriptionOid: number) {
  return db.selectFrom('subscription').select('registry_oid').where('oid', '=', subscriptionOid).executeTakeFirst();
}
