import { istanbulDate, type OnlinePaymentOrder, type OpenPaymentAttempt, type ParsedRequestOf } from '@ebelediye/contract';
import { openAccruals, payerScope, requireRegistryInScope, type PayerScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { closeOrder } from './close-order';
import { settleLockingOrders, subscriptionOf } from './open-order';
import { accepts, isTerminal } from './order-state';
import { bankNameOf, orderView, requireOrder } from './order-view';
import { reconcileOrder } from './reconcile';
import { findLockingOrders, findOrderAccrualOids, findOrderByNumber, type OrderRow } from './repo';

type Ctx = OperationContext;

/**
 * An unfinished payment is shown to anyone who may pay its debts (the registry's member, its
 * company officers, or a fast-payment proof of its phone): they are the ones it blocks. A
 * subscription proof sees only orders of that subscription's debts.
 */
async function requireOrderInScope(ctx: Ctx, scope: PayerScope, order: OrderRow): Promise<number[]> {
  requireRegistryInScope(scope, order.registry_oid);
  const accrualOids = await findOrderAccrualOids(ctx.db, order.oid);
  if (scope.subscriptionOid !== undefined) {
    const open = await openAccruals(ctx.db, { registryOid: order.registry_oid, asOf: istanbulDate(ctx.now()), accrualOids, ...subscriptionOf(scope) });
    if (open.length !== accrualOids.length) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  }
  return accrualOids;
}

function attemptView(ctx: Ctx, order: OrderRow, accrualOids: number[]): OpenPaymentAttempt {
  return {
    orderNumber: order.order_number,
    status: order.status,
    bankCode: order.bank_code,
    bankName: bankNameOf(ctx.config, order.bank_code),
    totalDebt: order.amount,
    accrumentOidList: [...accrualOids].sort((a, b) => a - b),
    startedAt: order.created_at.toISOString(),
    freedBy: order.expires_at.toISOString(),
    cancellable: accepts('cancel', order.status),
  };
}

export async function isOnlinePaymentAccrumentsTriedBefore(ctx: Ctx, body: ParsedRequestOf<'IsOnlinePaymentAccrumentsTriedBefore'>) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: body.paymentProof ?? null }, ctx.now(), 'pay');
  requireRegistryInScope(scope, body.registryOid);
  const open = await openAccruals(ctx.db, { registryOid: body.registryOid, asOf: istanbulDate(ctx.now()), accrualOids: body.accrumentOidList, ...subscriptionOf(scope) });
  const own = open.map((l) => l.oid);
  await settleLockingOrders(ctx, own, null);
  const locks = (await findLockingOrders(ctx.db, own)).filter((l) => l.registry_oid === body.registryOid);
  const first = locks[0];
  if (!first) return { triedBefore: false, orderNumber: null, status: null, attempt: null };
  const order = await requireOrder(ctx.db, first.order_number);
  const accrualOids = await findOrderAccrualOids(ctx.db, order.oid);
  return { triedBefore: true, orderNumber: order.order_number, status: order.status, attempt: attemptView(ctx, order, accrualOids) };
}

/**
 * The payer gives up an unfinished payment. The bank is asked first, whatever the order's age:
 * a sale it made is collected and one it refused is declined, so giving up never drops money.
 * What is left open is cancelled and its debts are freed; reconciliation keeps asking the bank
 * about it until its time is up (order-state.ts).
 */
export async function cancelOnlinePaymentRequest(ctx: Ctx, body: ParsedRequestOf<'CancelOnlinePaymentRequest'>): Promise<OnlinePaymentOrder> {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: body.paymentProof ?? null }, ctx.now(), 'pay');
  const found = await findOrderByNumber(ctx.db, body.orderNumber);
  if (!found) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  await requireOrderInScope(ctx, scope, found);
  const order = await reconcileOrder(ctx, found.order_number, { askBankAnyAge: true });
  if (isTerminal(order.status) || order.status === 'cancelled') return orderView(ctx.db, ctx.config, order);
  if (!accepts('cancel', order.status)) throw new DomainError('PAYMENT_RESULT_AWAITED');
  await closeOrder(ctx, order, 'cancelled', 'payer', 'Bu ödemeden vazgeçildi.');
  const settled = await requireOrder(ctx.db, order.order_number);
  ctx.log.info({ orderNumber: settled.order_number, from: order.status, to: settled.status }, 'payment given up by its payer');
  return orderView(ctx.db, ctx.config, settled);
}
