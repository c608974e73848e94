import type { OnlinePaymentOrder, ParsedRequestOf } from '@ebelediye/contract';
import { payerScope, requireRegistryInScope, requireSubscriptionInScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { collectOrder, completeThreeD } from './completion';
import { openStatuses } from './order-state';
import { orderView, requireOrder } from './order-view';
import { accrualKey } from './orders';
import { reconcileOrder } from './reconciliation';
import { findRegistryOrders, findSubscriptionOrders } from './repo';

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
  if (order.status === 'provisioned') await collectOrder(ctx, order.oid, 'OnlineOperationCollectDebt');
  else if (order.status !== 'collected') throw new DomainError('PAYMENT_ORDER_CLOSED', 'Bu ödeme banka tarafından onaylanmadığı için tahsil edilemez.');
  return orderView(ctx.db, ctx.config, await requireOrder(ctx.db, order.order_number));
}

export async function queryOrderStatus(ctx: Ctx, orderNumber: string): Promise<OnlinePaymentOrder> {
  return orderView(ctx.db, ctx.config, await reconcileOrder(ctx, orderNumber, { askBankAnyAge: true }));
}

async function memberRegistry(ctx: Ctx, registryOid: number) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: null }, ctx.now());
  return requireRegistryInScope(scope, registryOid);
}

export async function checkRegistryUnpaidOnlinePayment(ctx: Ctx, body: ParsedRequestOf<'CheckRegistryUnpaidOnlinePayment'>) {
  const registryOid = await memberRegistry(ctx, body.registryOid);
  const since = new Date(`${body.processDate}T00:00:00+03:00`);
  const orders = await findRegistryOrders(ctx.db, registryOid, openStatuses, since);
  return { hasUnpaid: orders.length > 0, orders: await Promise.all(orders.map((o) => orderView(ctx.db, ctx.config, o))) };
}

/**
 * Spec §7: before a water subscription's debts are listed (subscriberInfoOid is the
 * subscription, spec §3), every open order holding one of its debts is settled with its
 * bank, whatever its age, so a bill the bank took is never shown as owed.
 */
export async function collectBankRelatedPendingDebts(ctx: Ctx, body: ParsedRequestOf<'CollectBankRelatedPendingDebtsBeforeDebtListing'>) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: null }, ctx.now());
  const subscription = await requireSubscriptionInScope(ctx.db, scope, body.subscriberInfoOid);
  const orders = await findSubscriptionOrders(ctx.db, subscription.oid, openStatuses);
  let collected = 0;
  for (const order of orders) {
    const settled = await reconcileOrder(ctx, order.order_number, { askBankAnyAge: true });
    if (settled.status === 'collected') collected++;
  }
  return { checkedOrderCount: orders.length, collectedOrderCount: collected };
}
