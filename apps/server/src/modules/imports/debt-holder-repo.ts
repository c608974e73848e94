import type { Db } from '../../db/kysely';

/** Whose the subscriptions and estates are that imported debts name: registry oid by local oid. */
export async function findDebtHolders(db: Db, subscriptionOids: readonly number[], estateOids: readonly number[]) {
  const [subscriptions, estates] = await Promise.all([
    subscriptionOids.length === 0 ? [] : db.selectFrom('subscription').select(['oid', 'registry_oid']).where('oid', 'in', subscriptionOids).execute(),
    estateOids.length === 0 ? [] : db.selectFrom('real_estate').select(['oid', 'registry_oid']).where('oid', 'in', estateOids).execute(),
  ]);
  return {
    subscriptions: new Map(subscriptions.map((s) => [Number(s.oid), Number(s.registry_oid)])),
    estates: new Map(estates.map((e) => [Number(e.oid), Number(e.registry_oid)])),
  };
}
