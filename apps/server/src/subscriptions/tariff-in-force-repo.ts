import type { Db } from '../db/kysely';
import type { SubscriberType, WaterTaxKind } from '../db/schema/water-billing';

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

export function findBlocksOf(db: Db, tariffOids: readonly number[]) {
  return db
    .selectFrom('water_tariff_block')
    .selectAll()
    .where('tariff_oid', 'in', tariffOids.length ? [...tariffOids] : [-1])
    .orderBy('tariff_oid')
    .orderBy('block_no')
    .execute();
}

export function findTaxRateInForce(db: Db, kind: WaterTaxKind, onDate: string) {
  return db
    .selectFrom('water_tax_rate')
    .select(['value', 'effective_from'])
    .where('kind', '=', kind)
    .where('effective_from', '<=', onDate)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The social reduction a subscription has, if any. */
export function findReductionOf(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('water_subscription_reduction as s')
    .innerJoin('water_reduction as r', 'r.code', 's.reduction_code')
    .select(['r.code', 'r.name', 'r.rate_bp'])
    .where('s.subscription_oid', '=', subscriptionOid)
    .executeTakeFirst();
}

export function findReductions(db: Db) {
  return db.selectFrom('water_reduction').selectAll().orderBy('code').execute();
}
