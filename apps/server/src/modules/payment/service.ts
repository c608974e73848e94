import type { OnlinePaymentOrder, ParsedRequestOf } from '@ebelediye/contract';
import { payerScope, requireRegistryInScope, requireSubscriptionInScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { completeThreeD } from './bank-result';
import { collectOrder } from './collect';
import { accepts, openStatuses } from './order-state';
import { orderView, requireOrder } from './order-view';
import { accrualKey } from './open-order';
import { reconcileOrder } from './reconcile';
import { findRegistryOrders, findSubscriptionOrders } from './repo';

/*
 * The payment's one entry (docs/architecture.md §7): every operation the handlers call is here, and each
 * step is a file of its own, in the order a payment takes them —
 *   open-order   the order with its debts, priced and locked (created);
 *   three-d      the bank's 3-D Secure form (sentTo3d);
 *   bank-result  the bank's answer, verified, claimed and applied (threeDResult → provisioned or declined);
 *   collect      the ledger's collection and receipt, once (collected);
 *   reconcile    the jobs' and the payer's questions to the bank about an order that went quiet;
 *   close-order  expiry, replacement and failure, which free the debts;
 *   open-attempt an unfinished payment as its payer sees it, and giving it up.
 * Which states each step accepts is one table, in order-state.ts.
 */
export { controlCollection, getOrder, saveOnlinePaymentAccrument, saveOnlinePaymentRequest } from './open-order';
export { cancelOnlinePaymentRequest, isOnlinePaymentAccrumentsTriedBefore } from './open-attempt';
export { newOrderNumber } from './order-number';
export { onlinePaymentReceipt } from './receipt';
export { startThreeD } from './three-d';

type Ctx = OperationContext;

export function activeMerchantBank(ctx: Ctx, bankCode: string | undefined) {
  const active = ctx.config.publicSetting.ActiveBankMerchantCode;
  const adapter = ctx.services.banks.get(bankCode ?? active);
  if (!adapter) throw new DomainError('NOT_FOUND', 'Bu banka için sanal POS tanımı bulunamadı.');
  const { setting } = adapter;
  return { bankCode: setting.bankCode, bankName: setting.bankName, protocol: setting.protocol, hostedCardPage: adapter.hosted, isActive: setting.bankCode === active };
}

export async function completePayment(ctx: Ctx, bankCode: string, posted: Record<string, string>, collect: boolean): Promise<OnlinePaymentOrder> {
  return orderView(ctx.db, ctx.config, await completeThreeD(ctx, bankCode, posted, { collect }));
}

export async function onlineOperationCollectDebt(ctx: Ctx, body: ParsedRequestOf<'OnlineOperationCollectDebt'>): Promise<OnlinePaymentOrder> {
  const order = await requireOrder(ctx.db, body.concreteCollection.orderNumber);
  if (order.accrual_key !== accrualKey(body.accrumentOidList)) throw new DomainError('PAYMENT_ORDER_CONFLICT');
  if (!accepts('collectOnRequest', order.status)) throw new DomainError('PAYMENT_ORDER_CLOSED', 'Bu ödeme banka tarafından onaylanmadığı için tahsil edilemez.');
  if (accepts('collect', order.status)) await collectOrder(ctx, order.oid, 'OnlineOperationCollectDebt');
  return orderView(ctx.db, ctx.config, await requireOrder(ctx.db, order.order_number));
}

export async function queryOrderStatus(ctx: Ctx, orderNumber: string): Promise<OnlinePaymentOrder> {
  return orderView(ctx.db, ctx.config, await reconcileOrder(ctx, orderNumber, { askBankAnyAge: true }));
}

async function memberRegistry(ctx: Ctx, registryOid: number) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: null }, ctx.now(), 'pay');
  return requireRegistryInScope(scope, registryOid);
}

export async function checkRegistryUnpaidOnlinePayment(ctx: Ctx, body: ParsedRequestOf<'CheckRegistryUnpaidOnlinePayment'>) {
  const registryOid = await memberRegistry(ctx, body.registryOid);
  const since = new Date(`${body.processDate}T00:00:00+03:00`);
  const orders = await findRegistryOrders(ctx.db, registryOid, openStatuses, since);
  return { hasUnpaid: orders.length > 0, orders: await Promise.all(orders.map((o) => orderView(ctx.db, ctx.config, o))) };
}

/**
 * Before a water subscription's debts are listed (subscriberInfoOid is the
 * subscription), every open order holding one of its debts is settled with its
 * bank, whatever its age, so a bill the bank took is never shown as owed.
 */
export async function collectBankRelatedPendingDebts(ctx: Ctx, body: ParsedRequestOf<'CollectBankRelatedPendingDebtsBeforeDebtListing'>) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: null }, ctx.now(), 'pay');
  const subscription = await requireSubscriptionInScope(ctx.db, scope, body.subscriberInfoOid);
  const orders = await findSubscriptionOrders(ctx.db, subscription.oid, openStatuses);
  let collected = 0;
  for (const order of orders) {
    const settled = await reconcileOrder(ctx, order.order_number, { askBankAnyAge: true });
    if (settled.status === 'collected') collected++;
  }
  return { checkedOrderCount: orders.length, collectedOrderCount: collected };
}
