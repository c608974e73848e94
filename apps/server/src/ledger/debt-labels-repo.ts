import type { Db } from '../db/kysely';
import { withAddressNames } from '../reference-data/address-repo';

/** The subscriptions named by debts, with their number and the names of their address parts. */
export function findDebtSubscriptions(db: Db, subscriptionOids: readonly number[]) {
  return db
    .selectFrom('subscription')
    .select(['subscription.oid', 'subscription.subscriber_no'])
    .$call(withAddressNames('subscription'))
    .where('subscription.oid', 'in', subscriptionOids.length ? [...subscriptionOids] : [-1])
    .execute();
}

/** How the debt list names these accruals: their period and subscription. */
export function findAccrualLabels(db: Db, accrualOids: readonly number[]) {
  return db
    .selectFrom('accrual')
    .select(['oid', 'period_label', 'subscription_oid'])
    .where('oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .execute();
}
