import type { BankOrderStatus } from '../../integrations/banks/adapter';
import type { JobDefinition } from '../../platform/jobs';
import { applyBankResult } from './bank-result';
import { expireIfDue } from './close-order';
import { collectOrder } from './collect';
import { accepts, watchedStatuses } from './order-state';
import { requireOrder } from './order-view';
import { bankOrderOf, findExpiredCreatedOrders, findOpenOrdersBefore, findOrderByNumber, moveOrder, releaseLocks, type OrderRow } from './repo';

import type { StepContext } from './step-context';

type Ctx = StepContext;

/**
 * Settles one order from the bank's live status: collects what the bank took (when the
 * amount matches), declines what it refused, expires what it never saw in time. With
 * `askBankAnyAge` false the bank is asked only after its 3-D window, as the job does.
 */
export async function reconcileOrder(ctx: Ctx, orderNumber: string, options: { askBankAnyAge: boolean; lostCallbacks?: boolean }): Promise<OrderRow> {
  let order = await findOrderByNumber(ctx.db, orderNumber);
  if (!order) return requireOrder(ctx.db, orderNumber);
  order = await expireIfDue(ctx, order);
  if (accepts('collect', order.status)) {
    await collectOrder(ctx, order.oid, 'reconciliation');
  } else if (accepts('askBank', order.status)) {
    const windowEnd = order.created_at.getTime() + ctx.config.payments.threeDWindowMinutes * 60_000;
    if (options.askBankAnyAge || ctx.now().getTime() >= windowEnd) await settleFromBank(ctx, order, { approvalsOnly: false });
    // Inside the window the payer may still be on the bank's page: only a sale the bank already
    // made is settled (a lost callback, found within a minute); anything else waits.
    else if (options.lostCallbacks) await settleFromBank(ctx, order, { approvalsOnly: true });
  }
  return requireOrder(ctx.db, orderNumber);
}

async function settleFromBank(ctx: Ctx, order: OrderRow, { approvalsOnly }: { approvalsOnly: boolean }) {
  const adapter = ctx.services.banks.get(order.bank_code);
  if (!adapter) return;
  let status: BankOrderStatus;
  try {
    status = await adapter.queryStatus(bankOrderOf(order));
  } catch (error) {
    ctx.log.warn({ err: error, orderNumber: order.order_number }, 'bank status query failed');
    return;
  }
  if (approvalsOnly && status.kind !== 'approved') return;
  if (status.kind === 'approved') {
    await applyBankResult(
      ctx,
      order,
      { kind: 'approved', amount: status.amount, authCode: status.authCode, hostReference: '', maskedPan: order.masked_pan, mdStatus: '' },
      'reconciliation',
    );
  } else if (status.kind === 'failed') {
    await applyBankResult(ctx, order, { kind: 'declined', amount: null, code: 'QUERY', reason: status.reason, maskedPan: order.masked_pan, mdStatus: '' }, 'reconciliation');
  } else if (order.expires_at <= ctx.now()) {
    // The bank never saw a sale and the order's time is up: nothing can be charged any more.
    const message = order.status === 'cancelled' ? (order.result_message ?? 'Ödeme süresi doldu.') : 'Ödeme süresi doldu.';
    await ctx.db.transaction().execute(async (trx) => {
      if (await moveOrder(trx, order.oid, order.status, 'expired', { result_message: message }, { source: 'reconciliation', note: status.kind, at: ctx.now() })) {
        await releaseLocks(trx, order.oid);
      }
    });
  }
}

/** One pass of the job: every open order past the 3-D window, oldest first. */
export async function reconcileDueOrders(ctx: Ctx): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.config.payments.threeDWindowMinutes * 60_000);
  const due = await findOpenOrdersBefore(ctx.db, watchedStatuses, before, 200);
  for (const order of due) await reconcileOrder(ctx, order.order_number, { askBankAnyAge: false });
  return due.length;
}

/**
 * Lost callbacks: orders at the bank for more than a minute whose result never came back. The
 * bank is asked; a sale it made is collected now rather than after the 3-D window.
 */
export async function findLostCallbacks(ctx: Ctx): Promise<number> {
  const before = new Date(ctx.now().getTime() - LOST_CALLBACK_AFTER_MS);
  const windowStart = new Date(ctx.now().getTime() - ctx.config.payments.threeDWindowMinutes * 60_000);
  const waiting = (await findOpenOrdersBefore(ctx.db, ['sentTo3d', 'threeDResult', 'provisioned', 'cancelled'], before, 200)).filter((o) => o.created_at >= windowStart);
  for (const order of waiting) await reconcileOrder(ctx, order.order_number, { askBankAnyAge: false, lostCallbacks: true });
  return waiting.length;
}

/** Orders never sent to the bank whose time is up: expired, their debts freed. */
export async function expireDueOrders(ctx: Ctx): Promise<number> {
  const due = await findExpiredCreatedOrders(ctx.db, ctx.now(), 500);
  for (const order of due) await expireIfDue(ctx, order);
  return due.length;
}

const LOST_CALLBACK_AFTER_MS = 60_000;

/** The payment jobs (run once across copies by the job runner); an interval of 0 turns them off. */
export function paymentJobs(ctx: Ctx): JobDefinition[] {
  const intervalMs = ctx.config.payments.reconcileIntervalSeconds * 1000;
  return [
    { name: 'order-expiry', intervalMs, run: () => expireDueOrders(ctx) },
    {
      name: 'payment-reconciliation',
      intervalMs,
      run: async () => {
        await findLostCallbacks(ctx);
        await reconcileDueOrders(ctx);
      },
    },
  ];
}
