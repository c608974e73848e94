import type pg from 'pg';
import { judgeLedger, type LedgerCheck, type OrderFacts } from './ledger-classification';

/** Every online order opened since the run started, with the bank's book and the collections written for it. */
export async function orderFacts(client: pg.ClientBase, since: Date): Promise<OrderFacts[]> {
  const { rows } = await client.query<{ order_number: string; status: string; bank_status: string | null; amount: string; collections: number; collected_amount: string }>(
    `select o.order_number, o.status, t.status as bank_status, o.amount,
            (select count(*) from collection c where c.online_order_oid = o.oid)::int as collections,
            coalesce((select sum(c.total_amount) from collection c where c.online_order_oid = o.oid), 0) as collected_amount
       from online_payment_order o
       left join bank_simulator_transaction t on t.bank_code = o.bank_code and t.order_number = o.order_number
      where o.created_at >= $1`,
    [since],
  );
  return rows.map((r) => ({
    orderNumber: r.order_number,
    status: r.status,
    bankStatus: r.bank_status,
    amount: Number(r.amount),
    collections: r.collections,
    collectedAmount: Number(r.collected_amount),
  }));
}

/** The ledger after the run: every bank approval collected exactly once, none lost, no accrual paid twice. */
export async function checkLedger(client: pg.ClientBase, since: Date): Promise<LedgerCheck> {
  const orders = await orderFacts(client, since);
  const twice = await client.query<{ n: number }>(
    `select count(*)::int as n from (
       select cl.accrual_oid from collection_line cl join collection c on c.oid = cl.collection_oid
        where c.collected_at >= $1 group by cl.accrual_oid having count(distinct cl.collection_oid) > 1) x`,
    [since],
  );
  const overpaid = await client.query<{ n: number }>(
    `select count(*)::int as n from (
       select a.oid from accrual a join collection_line cl on cl.accrual_oid = a.oid
        where a.oid in (select l.accrual_oid from collection_line l join collection c on c.oid = l.collection_oid where c.collected_at >= $1)
        group by a.oid, a.amount having sum(cl.principal_amount) > a.amount) x`,
    [since],
  );
  return judgeLedger(orders, twice.rows[0]!.n, overpaid.rows[0]!.n);
}

/** When the reconciliation job last finished a run that started after `after` (null: not yet). */
export async function reconciliationRunAfter(client: pg.ClientBase, after: Date): Promise<{ finishedAt: Date; claimedBy: string } | null> {
  const { rows } = await client.query<{ finished_at: Date; claimed_by: string }>(
    `select finished_at, claimed_by from job_run where job = 'payment-reconciliation' and status = 'succeeded' and started_at > $1 order by started_at desc limit 1`,
    [after],
  );
  return rows[0] ? { finishedAt: rows[0].finished_at, claimedBy: rows[0].claimed_by } : null;
}

/** Orders of the run that the reconciliation job moved (a callback lost with the killed copy, or an abandoned page). */
export async function ordersSettledByReconciliation(client: pg.ClientBase, since: Date): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(distinct t.order_oid)::int as n from online_payment_transition t join online_payment_order o on o.oid = t.order_oid
      where o.created_at >= $1 and t.source = 'reconciliation'`,
    [since],
  );
  return rows[0]!.n;
}
