import { requireOrder } from './order-view';
import { accepts } from './order-state';
import { moveOrder, releaseLocks, type OrderRow } from './repo';
import type { StepContext } from './step-context';

/** Moves to a final state and frees the debts in one transaction. */
export async function closeOrder(
  ctx: StepContext,
  order: OrderRow,
  to: 'declined' | 'expired' | 'failed' | 'cancelled',
  source: string,
  note: string,
  changes: Parameters<typeof moveOrder>[4] = {},
) {
  await ctx.db.transaction().execute(async (trx) => {
    if (await moveOrder(trx, order.oid, order.status, to, { result_message: note, ...changes }, { source, note, at: ctx.now() })) await releaseLocks(trx, order.oid);
  });
}

/** An order the bank never saw (no 3-D started) may be given up when the payer starts another for the same debts. */
export async function replaceUnsentOrder(ctx: StepContext, order: OrderRow): Promise<void> {
  if (accepts('replace', order.status)) await closeOrder(ctx, order, 'expired', 'replaced', 'Aynı borçlar için yeni bir ödeme başlatıldı.');
}

/** An order past its window that the bank can no longer charge is expired (its debts are freed). */
export async function expireIfDue(ctx: StepContext, order: OrderRow): Promise<OrderRow> {
  if (accepts('expire', order.status) && order.expires_at <= ctx.now()) {
    await closeOrder(ctx, order, 'expired', 'expiry', 'Ödeme süresi doldu.');
    return requireOrder(ctx.db, order.order_number);
  }
  return order;
}
