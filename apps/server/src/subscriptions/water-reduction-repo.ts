import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/*
 * A subscription's social tariff: the one writer of water_subscription_reduction (docs/architecture.md).
 * The water clerk sets or removes it, and an approved tariff reduction application grants it.
 */

export function saveSubscriptionReduction(db: Db, row: Insertable<Database['water_subscription_reduction']>) {
  return db
    .insertInto('water_subscription_reduction')
    .values(row)
    .onConflict((oc) => oc.column('subscription_oid').doUpdateSet({ reduction_code: row.reduction_code, granted_by: row.granted_by, granted_at: row.granted_at }))
    .execute();
}

export function deleteSubscriptionReduction(db: Db, subscriptionOid: number) {
  return db.deleteFrom('water_subscription_reduction').where('subscription_oid', '=', subscriptionOid).execute();
}
