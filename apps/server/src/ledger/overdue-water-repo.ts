import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { WATER_INCOME_TYPE } from './deposit-settlement';

/** A subscription's water debts past their due date: what is left of them, how many, the oldest due date. */
export interface OverdueWater {
  subscriptionOid: number;
  amount: number;
  bills: number;
  oldestDueDate: string;
}

export interface OverdueWaterQuery {
  /** The day a debt due before it is overdue (Istanbul date). */
  asOf: string;
  /** Only these subscriptions; unset: every subscription at or over the threshold. */
  subscriptionOids?: readonly number[];
  minAmount?: number;
  minBills?: number;
  limit?: number;
}

const remaining = sql<number>`a.amount - coalesce((select sum(cl.principal_amount) from collection_line cl where cl.accrual_oid = a.oid), 0)`;

/**
 * Overdue water debts per subscription (the late-debt query types: by amount due, by bills due),
 * the largest amounts first. A debt in a card payment in progress still counts: until the bank
 * answers, it is unpaid.
 */
export async function overdueWater(db: Db, query: OverdueWaterQuery): Promise<OverdueWater[]> {
  let select = db
    .selectFrom('accrual as a')
    .select(['a.subscription_oid', sql<number>`sum(${remaining})`.as('amount'), sql<number>`count(*)`.as('bills'), sql<string>`min(a.due_date)`.as('oldest_due_date')])
    .where('a.income_type_code', '=', WATER_INCOME_TYPE)
    .where('a.status', '=', 'open')
    .where('a.due_date', '<', query.asOf)
    .where('a.subscription_oid', 'is not', null)
    .where(remaining, '>', 0)
    .groupBy('a.subscription_oid');
  if (query.subscriptionOids) select = select.where('a.subscription_oid', 'in', query.subscriptionOids.length ? [...query.subscriptionOids] : [-1]);
  if (query.minAmount !== undefined) select = select.having(sql`sum(${remaining})`, '>=', query.minAmount);
  if (query.minBills !== undefined) select = select.having(sql`count(*)`, '>=', query.minBills);
  const rows = await select
    .orderBy(sql`sum(${remaining})`, 'desc')
    .orderBy('a.subscription_oid')
    .limit(query.limit ?? 10_000)
    .execute();
  return rows.map((r) => ({
    subscriptionOid: Number(r.subscription_oid),
    amount: Number(r.amount),
    bills: Number(r.bills),
    oldestDueDate: String(r.oldest_due_date).slice(0, 10),
  }));
}
