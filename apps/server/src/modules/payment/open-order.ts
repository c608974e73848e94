import { istanbulDate, type OnlinePaymentOrder, type ParsedRequestOf } from '@ebelediye/contract';
import { authorityOf, checkPayableSelection, lockOpenAccruals, noteAuthorityUse, openAccruals, payerScope, requireRegistryInScope, totalsOf, type PayerScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { orderView, requireOrder } from './order-view';
import { replaceUnsentOrder } from './close-order';
import { isInPauseWindow, pauseMessage } from './pause-window';
import { reconcileOrder } from './reconcile';
import { findLockingOrders, findOrderAccrualOids, findOrderByNumber, insertOrder } from './repo';

type Ctx = OperationContext;

export const accrualKey = (oids: readonly number[]) => [...oids].sort((a, b) => a - b).join(',');

/** Payments are not started in the configured end-of-day window (results already under way are still taken). */
export function refuseDuringPause(ctx: Ctx) {
  if (isInPauseWindow(ctx.now(), ctx.config.publicSetting)) throw new DomainError('PAYMENT_PAUSED', pauseMessage(ctx.config.publicSetting));
}

/** A subscription proof covers that subscription's debts only (KVKK 2022/388), not the rest of its registry's. */
export const subscriptionOf = (scope: PayerScope) => (scope.subscriptionOid !== undefined ? { subscriptionOid: scope.subscriptionOid } : {});

/** The accruals as the ledger prices them today, after checking the payer may pay them. */
async function priceSelection(ctx: Ctx, scope: PayerScope, registryOid: number, accrualOids: readonly number[]) {
  requireRegistryInScope(scope, registryOid);
  const asOf = istanbulDate(ctx.now());
  const open = await openAccruals(ctx.db, { registryOid, asOf, ...subscriptionOf(scope) });
  checkPayableSelection(open, accrualOids);
  const chosen = new Set(accrualOids);
  const lines = open.filter((l) => chosen.has(l.oid));
  return { lines, total: totalsOf(lines).total };
}

/**
 * Orders holding a lock on these debts are settled first, so a stale one (abandoned tab) does
 * not block for long; one of the same payer that never reached the bank (another window
 * opened with the same basket) is replaced.
 */
export async function settleLockingOrders(ctx: Ctx, accrualOids: readonly number[], replaceFor: number | null) {
  const holders = new Set((await findLockingOrders(ctx.db, accrualOids)).map((l) => l.order_number));
  for (const orderNumber of holders) {
    const order = await reconcileOrder(ctx, orderNumber, { askBankAnyAge: false });
    if (order.registry_oid === replaceFor) await replaceUnsentOrder(ctx, order);
  }
}

export async function saveOnlinePaymentRequest(ctx: Ctx, body: ParsedRequestOf<'SaveOnlinePaymentRequest'>): Promise<OnlinePaymentOrder> {
  refuseDuringPause(ctx);
  const request = body.onlinePaymentRequest;
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: request.paymentProof ?? null }, ctx.now(), 'pay');
  const existing = await findOrderByNumber(ctx.db, request.orderNumber);
  if (existing) {
    if (!scope.registryOids.includes(existing.registry_oid)) throw new DomainError('PAYMENT_ORDER_CONFLICT');
    if (existing.accrual_key !== accrualKey(request.accrumentOidList) || existing.bank_code !== request.bankCode || existing.registry_oid !== request.registryOid) {
      throw new DomainError('PAYMENT_ORDER_CONFLICT');
    }
    return orderView(ctx.db, ctx.config, existing);
  }
  if (!ctx.services.banks.get(request.bankCode)) throw new DomainError('PAYMENT_BANK_MISMATCH', 'Bu banka ile ödeme alınmamaktadır.');
  const { lines, total } = await priceSelection(ctx, scope, request.registryOid, request.accrumentOidList);
  await settleLockingOrders(ctx, request.accrumentOidList, request.registryOid);
  const at = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // The debts are locked before their payment lock is taken: a cancel or a set-off that got here first is seen.
      await lockOpenAccruals(
        trx,
        lines.map((l) => l.oid),
      );
      return insertOrder(
        trx,
        {
          order_number: request.orderNumber,
          registry_oid: request.registryOid,
          member_user_oid: ctx.member?.userOid ?? null,
          acted_by_member_oid: authorityOf(scope, request.registryOid) === null ? null : (ctx.member?.userOid ?? null),
          payer_kind: scope.kind,
          bank_code: request.bankCode,
          amount: total,
          accrual_key: accrualKey(request.accrumentOidList),
          status: 'created',
          client_ip: ctx.ip,
          created_at: at,
          updated_at: at,
          expires_at: new Date(at.getTime() + ctx.config.payments.orderExpiryMinutes * 60_000),
        },
        lines.map((l) => ({ accrualOid: l.oid, principal: l.principal, delayFine: l.delayFine })),
      );
    });
  } catch (error) {
    // A unique key said no: another tab holds one of these debts, or took this order number first.
    if ((error as { code?: string }).code === '23505') {
      const raced = await findOrderByNumber(ctx.db, request.orderNumber);
      throw new DomainError(raced ? 'PAYMENT_ORDER_CONFLICT' : 'PAYMENT_IN_PROGRESS');
    }
    throw error;
  }
  await noteAuthorityUse(ctx.db, scope, request.registryOid, ctx.member, 'pay', request.orderNumber, at);
  return orderView(ctx.db, ctx.config, await requireOrder(ctx.db, request.orderNumber));
}

export async function saveOnlinePaymentAccrument(ctx: Ctx, body: ParsedRequestOf<'SaveOnlinePaymentAccrument'>): Promise<OnlinePaymentOrder> {
  const order = await requireOrder(ctx.db, body.orderNumber);
  if (order.oid !== body.onlinePaymentRequestOid) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  const stored = await findOrderAccrualOids(ctx.db, order.oid);
  if (accrualKey(stored) !== accrualKey(body.onlinePaymentAccruemntList)) throw new DomainError('PAYMENT_ORDER_CONFLICT');
  return orderView(ctx.db, ctx.config, order);
}

export async function controlCollection(ctx: Ctx, body: ParsedRequestOf<'ControlCollection'>) {
  const { registryOid, paymentProof } = body.concreteCollection;
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: paymentProof ?? null }, ctx.now(), 'pay');
  requireRegistryInScope(scope, registryOid);
  const asOf = istanbulDate(ctx.now());
  const open = await openAccruals(ctx.db, { registryOid, asOf, accrualOids: body.accrumentOidList, ...subscriptionOf(scope) });
  const openOids = new Set(open.map((l) => l.oid));
  // Only the payer's own open debts: whether someone else's debt is being paid is not theirs to know.
  const locks = await findLockingOrders(ctx.db, [...openOids]);
  const lockedAccrumentOidList = locks.map((l) => l.accrual_oid).sort((a, b) => a - b);
  const paidAccrumentOidList = body.accrumentOidList.filter((oid) => !openOids.has(oid));
  return {
    payable: paidAccrumentOidList.length === 0 && lockedAccrumentOidList.length === 0,
    totalDebt: totalsOf(open).total,
    lockedAccrumentOidList,
    paidAccrumentOidList,
  };
}

export async function getOrder(ctx: Ctx, orderNumber: string): Promise<OnlinePaymentOrder> {
  return orderView(ctx.db, ctx.config, await requireOrder(ctx.db, orderNumber));
}
