import type { Db } from '../db/kysely';

/*
 * A subscription's social tariff: the one writer of water_subscription_reduction and of its history,
 * water_reduction_change (docs/architecture.md). The water clerk sets or removes it with a reason,
 * and an approved tariff reduction application grants it.
 */

export interface ReductionChange {
  subscriptionOid: number;
  /** null removes the reduction. */
  reductionCode: string | null;
  reason: string;
  by: number;
  at: Date;
}

/** Sets or removes the reduction and keeps the change, in the caller's transaction. */
export async function changeSubscriptionReduction(trx: Db, change: ReductionChange): Promise<void> {
  if (change.reductionCode === null) {
    await trx.deleteFrom('water_subscription_reduction').where('subscription_oid', '=', change.subscriptionOid).execute();
  } else {
    const row = { subscription_oid: change.subscriptionOid, reduction_code: change.reductionCode, granted_by: change.by, granted_at: change.at };
    await trx
      .insertInto('water_subscription_reduction')
      .values(row)
      .onConflict((oc) => oc.column('subscription_oid').doUpdateSet({ reduction_code: row.reduction_code, granted_by: row.granted_by, granted_at: row.granted_at }))
      .execute();
  }
  await trx
    .insertInto('water_reduction_change')
    .values({ subscription_oid: change.subscriptionOid, reduction_code: change.reductionCode, reason: change.reason, changed_by: change.by, changed_at: change.at })
    .execute();
}

/** A subscription's reduction changes, newest first, with the reduction's name and who made them. */
export function findReductionChanges(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('water_reduction_change as c')
    .leftJoin('water_reduction as r', 'r.code', 'c.reduction_code')
    .leftJoin('member as m', 'm.oid', 'c.changed_by')
    .leftJoin('registry as p', 'p.oid', 'm.registry_oid')
    .select(['c.reduction_code', 'r.name', 'c.reason', 'c.changed_at', 'p.first_name', 'p.last_name'])
    .where('c.subscription_oid', '=', subscriptionOid)
    .orderBy('c.changed_at', 'desc')
    .orderBy('c.oid', 'desc')
    .execute();
}
