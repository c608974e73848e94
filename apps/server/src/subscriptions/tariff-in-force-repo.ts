import type { Db } from '../db/kysely';
import type { SubscriberType } from '../db/schema/water-billing';

/*
 * A read of the water tariffs, which water billing maintains: the bills are priced by the version
 * in force, and a cut line's reconnection fee is that version's too.
 */

/** The version of a subscriber type in force on a date: the latest that started on or before it. */
export function findTariffInForce(db: Db, subscriberType: SubscriberType, onDate: string) {
  return db
    .selectFrom('water_tariff')
    .selectAll()
    .where('subscriber_type', '=', subscriberType)
    .where('effective_from', '<=', onDate)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}
