import type { FastifyInstance } from 'fastify';
import type { BankOrderStatus } from '../../integrations/banks/adapter';
import type { OperationContext, OperationServices } from '../../platform/operation-context';
import { applyBankResult, collectOrder, expireIfDue } from './completion';
import { requireOrder } from './order-view';
import { bankOrderOf, findOpenOrdersBefore, findOrderByNumber, moveOrder, releaseLocks, type OrderRow } from './repo';

type Ctx = Pick<OperationContext, 'db' | 'config' | 'now' | 'log'> & { services: Pick<OperationServices, 'banks' | 'sms'> };

/**
 * Settles one order from the bank's live status: collects what the bank took (when the
 * amount matches), declines what it refused, expires what it never saw in time. With
 * `askBankAnyAge` false the bank is asked only after its 3-D window, as the job does.
 */
export async function reconcileOrder(ctx: Ctx, orderNumber: string, options: { askBankAnyAge: boolean }): Promise<OrderRow> {
  let order = await findOrderByNumber(ctx.db, orderNumber);
  if (!order) return requireOrder(ctx.db, orderNumber);
  order = await expireIfDue(ctx, order);
  if (order.status === 'provisioned') {
    await collectOrder(ctx, order.oid, 'reconciliation');
  } else if (order.status === 'sentTo3d' || order.status === 'threeDResult') {
    const windowEnd = order.created_at.getTime() + ctx.config.payments.threeDWindowMinutes * 60_000;
    if (options.askBankAnyAge || ctx.now().getTime() >= windowEnd) await settleFromBank(ctx, order);
  }
  return requireOrder(ctx.db, orderNumber);
}

async function settleFromBank(ctx: Ctx, order: OrderRow) {
  const adapter = ctx.services.banks.get(order.bank_code);
  if (!adapter) return;
  let status: BankOrderStatus;
  try {
    status = await adapter.queryStatus(bankOrderOf(order));
  } catch (error) {
    ctx.log.warn({ err: error, orderNumber: order.order_number }, 'bank status query failed');
    return;
  }
  if (status.kind === 'approved') {
    await applyBankResult(ctx, order, { kind: 'approved', amount: status.amount, authCode: status.authCode, hostReference: '', maskedPan: order.masked_pan, mdStatus: '' }, 'reconciliation');
  } else if (status.kind === 'failed') {
    await applyBankResult(ctx, order, { kind: 'declined', amount: null, code: 'QUERY', reason: status.reason, maskedPan: order.masked_pan, mdStatus: '' }, 'reconciliation');
  } else if (order.expires_at <= ctx.now()) {
    // The bank never saw a sale and the order's time is up: nothing can be charged any more.
    await ctx.db.transaction().execute(async (trx) => {
      if (await moveOrder(trx, order.oid, order.status, 'expired', { result_message: 'Ödeme süresi doldu.' }, { source: 'reconciliation', note: status.kind, at: ctx.now() })) {
        await releaseLocks(trx, order.oid);
      }
    });
  }
}

/** One pass of the job: every open order past the 3-D window, oldest first. */
export async function reconcileDueOrders(ctx: Ctx): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.config.payments.threeDWindowMinutes * 60_000);
  const due = await findOpenOrdersBefore(ctx.db, ['created', 'sentTo3d', 'threeDResult', 'provisioned'], before, 200);
  for (const order of due) await reconcileOrder(ctx, order.order_number, { askBankAnyAge: false });
  return due.length;
}

/** The periodic reconciliation started with the server and stopped on close; 0 seconds turns it off. */
export function startReconciliationJob(app: FastifyInstance, ctx: Ctx) {
  const seconds = ctx.config.payments.reconcileIntervalSeconds;
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileDueOrders(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
