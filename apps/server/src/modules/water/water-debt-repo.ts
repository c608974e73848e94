import type { Db } from '../../db/kysely';
import { WATER_INCOME_TYPE } from '../../ledger/deposit-settlement';
import { remainingPrincipal } from '../../ledger';

export { WATER_INCOME_TYPE };

/** Every water accrual of one subscription of the given registries, newest first. */
export function findWaterAccruals(db: Db, registryOids: readonly number[], subscriptionOid: number) {
  return db
    .selectFrom('accrual')
    .innerJoin('subscription', 'subscription.oid', 'accrual.subscription_oid')
    .select([
      'accrual.oid',
      'accrual.subscription_oid',
      'subscription.subscriber_no',
      'accrual.revenue_code',
      'accrual.revenue_type',
      'accrual.description',
      'accrual.period_label',
      'accrual.due_date',
      'accrual.accrued_on',
      'accrual.amount',
      'accrual.status',
      remainingPrincipal().as('remaining'),
    ])
    .where('accrual.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .where('accrual.income_type_code', '=', WATER_INCOME_TYPE)
    .where('accrual.subscription_oid', '=', subscriptionOid)
    .orderBy('accrual.due_date', 'desc')
    .orderBy('accrual.oid', 'desc')
    .execute();
}

/** Collection lines paid against one subscription's water accruals, newest first. */
export function findWaterCollections(db: Db, registryOids: readonly number[], subscriptionOid: number) {
  return (
    db
      .selectFrom('collection_line')
      .innerJoin('collection', 'collection.oid', 'collection_line.collection_oid')
      .innerJoin('accrual', 'accrual.oid', 'collection_line.accrual_oid')
      .select([
        'collection.oid as collection_oid',
        'collection.collected_at',
        'collection.receipt_no',
        'collection.collection_type',
        'accrual.oid as accrual_oid',
        'accrual.revenue_type',
        'accrual.description',
        'accrual.period_label',
        'collection_line.principal_amount',
        'collection_line.delay_fine_amount',
      ])
      .where('accrual.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
      .where('accrual.income_type_code', '=', WATER_INCOME_TYPE)
      .where('accrual.subscription_oid', '=', subscriptionOid)
      // A collection its bank cancelled the same day is not a payment of the subscriber (docs/domain/bank-service.md).
      .where('collection.cancelled_at', 'is', null)
      .orderBy('collection.collected_at', 'desc')
      .orderBy('collection_line.oid', 'desc')
      .execute()
  );
}
