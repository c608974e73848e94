import type { Db } from '../db/kysely';
import { addressText } from '../reference-data/address-text';
import { findAccrualLabels, findDebtSubscriptions } from './debt-labels-repo';

/** The water subscription a debt was billed to, as the bill names it. */
export interface DebtSubscription {
  subscriberNo: string;
  address: string;
}

/** The subscriptions by oid; none asked, no query. */
export async function debtSubscriptions(db: Db, subscriptionOids: readonly (number | null)[]): Promise<Map<number, DebtSubscription>> {
  const oids = [...new Set(subscriptionOids.filter((oid): oid is number => oid !== null))];
  if (oids.length === 0) return new Map();
  const rows = await findDebtSubscriptions(db, oids);
  return new Map(rows.map((r) => [r.oid, { subscriberNo: r.subscriber_no, address: addressText(r) }]));
}

/**
 * One name of a debt for every screen and document that lists it: the period label the debt
 * list shows, and the subscription of a water bill. The year and instalment number alone do
 * not name a monthly bill (a bill of July is the year's first and only instalment).
 */
export async function debtLabels(db: Db, accrualOids: readonly number[]): Promise<Map<number, { periodLabel: string; subscription?: DebtSubscription }>> {
  const rows = await findAccrualLabels(db, accrualOids);
  const subscriptions = await debtSubscriptions(
    db,
    rows.map((r) => r.subscription_oid),
  );
  return new Map(
    rows.map((r) => {
      const subscription = r.subscription_oid === null ? undefined : subscriptions.get(r.subscription_oid);
      return [r.oid, { periodLabel: r.period_label, ...(subscription ? { subscription } : {}) }];
    }),
  );
}
