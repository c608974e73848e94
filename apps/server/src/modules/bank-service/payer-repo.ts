import type { Db } from '../../db/kysely';

/** A registry by its T.C. Kimlik No or VKN. */
export function findRegistryByIdentity(db: Db, identity: { nationalId?: string; taxNumber?: string }) {
  let q = db.selectFrom('registry').select(['oid', 'first_name', 'last_name', 'title']);
  q = identity.nationalId !== undefined ? q.where('national_id', '=', identity.nationalId) : q.where('tax_number', '=', identity.taxNumber ?? '');
  return q.orderBy('oid').executeTakeFirst();
}

/** A water subscription by its subscriber number, with its holder's name. */
export function findSubscriptionByNumber(db: Db, subscriberNo: string) {
  return db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select(['subscription.oid', 'subscription.registry_oid', 'registry.first_name', 'registry.last_name', 'registry.title'])
    .where('subscription.subscriber_no', '=', subscriberNo)
    .executeTakeFirst();
}
