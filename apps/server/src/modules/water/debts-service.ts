import { collectionTypes, revenueTypes, type ParsedRequestOf } from '@ebelediye/contract';
import { accrualGroupKey } from '../../ledger/selection';
import { openAccruals } from '../../ledger/open-accruals';
import type { OperationContext } from '../../platform/operation-context';
import { subscriptionInScope, waterScope } from './subscription-scope';
import { todayIn } from './subscriptions-service';
import { findWaterAccruals, findWaterCollections, WATER_INCOME_TYPE } from './water-debt-repo';

const revenueTypeName = (code: number | null) => Object.values(revenueTypes).find((t) => t.code === code)?.tr ?? '';
const collectionTypeName = (code: number) => Object.values(collectionTypes).find((t) => t.code === code)?.tr ?? String(code);

interface DebtQuery {
  subscriberOidList: number[];
  paymentProof?: string | undefined;
  asOf?: string | undefined;
  revenueCodes?: readonly number[];
}

/**
 * Open water debts of the listed subscriptions, oldest first. Each subscription must be in
 * the caller's scope (404 otherwise, before anything is read). Water carries no delay fine.
 */
export async function waterDebts(ctx: OperationContext, query: DebtQuery) {
  const scope = await waterScope(ctx, query.paymentProof);
  const subscriptions = [];
  for (const oid of new Set(query.subscriberOidList)) subscriptions.push(await subscriptionInScope(ctx.db, scope, oid));
  const asOf = query.asOf ?? todayIn(ctx);
  const debts = [];
  for (const subscription of subscriptions) {
    const lines = await openAccruals(ctx.db, { registryOid: subscription.registry_oid, asOf, incomeTypeCode: WATER_INCOME_TYPE, subscriptionOid: subscription.oid });
    for (const line of lines) {
      if (query.revenueCodes && !query.revenueCodes.includes(line.revenueCode)) continue;
      debts.push({
        accrumentOid: line.oid,
        subscriberInfoOid: subscription.oid,
        subscriberNo: subscription.subscriber_no,
        revenueCode: line.revenueCode,
        revenueType: line.revenueType ?? 0,
        revenueTypeName: revenueTypeName(line.revenueType),
        description: line.description,
        periodLabel: line.periodLabel,
        dueDate: line.dueDate,
        amount: line.principal,
        overdue: line.isOverdue,
        instalmentNo: line.instalmentNo,
        accrualGroup: accrualGroupKey(line),
      });
    }
  }
  debts.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.accrumentOid - b.accrumentOid);
  return { debts, total: debts.reduce((sum, d) => sum + d.amount, 0) };
}

export const debtList = (ctx: OperationContext, body: ParsedRequestOf<'GetDebtListForEMunicipality'>) =>
  waterDebts(ctx, { subscriberOidList: body.subscriberOidList, paymentProof: body.paymentProof, asOf: body.lastPaymentDate });

export const debtListWithRevenueCode = (ctx: OperationContext, body: ParsedRequestOf<'GetDebtListWithRevenueCode'>) =>
  waterDebts(ctx, { subscriberOidList: body.subscriberOidList, paymentProof: body.paymentProof, asOf: body.paymentDate, revenueCodes: [body.revenueCode] });

export const debtListWithFeeCodes = (ctx: OperationContext, body: ParsedRequestOf<'GetDebtListWithFeeCodes'>) =>
  waterDebts(ctx, { subscriberOidList: body.subscriberOidList, paymentProof: body.paymentProof, asOf: body.paymentDate, revenueCodes: body.feeCodes });

export async function accrualList(ctx: OperationContext, body: ParsedRequestOf<'GetAccrumentListForEMunicipality'>) {
  const scope = await waterScope(ctx, body.paymentProof);
  const subscription = await subscriptionInScope(ctx.db, scope, body.subscriberInfoOid);
  const rows = await findWaterAccruals(ctx.db, [subscription.registry_oid], subscription.oid);
  return rows.map((r) => ({
    accrumentOid: r.oid,
    subscriberInfoOid: subscription.oid,
    subscriberNo: r.subscriber_no,
    revenueCode: r.revenue_code,
    revenueType: r.revenue_type ?? 0,
    revenueTypeName: revenueTypeName(r.revenue_type),
    description: r.description,
    periodLabel: r.period_label,
    dueDate: String(r.due_date).slice(0, 10),
    accruedOn: String(r.accrued_on).slice(0, 10),
    principal: Number(r.amount),
    amount: r.status === 'open' ? Math.max(0, Number(r.remaining)) : 0,
    status: r.status,
  }));
}

export async function collectedList(ctx: OperationContext, body: ParsedRequestOf<'GetCollectedList'>) {
  const scope = await waterScope(ctx, body.paymentProof);
  const subscription = await subscriptionInScope(ctx.db, scope, body.subscriberInfoOid);
  const rows = await findWaterCollections(ctx.db, [subscription.registry_oid], subscription.oid);
  return rows.map((r) => ({
    collectionOid: r.collection_oid,
    collectedAt: new Date(r.collected_at).toISOString(),
    receiptNo: r.receipt_no,
    collectionType: r.collection_type,
    collectionTypeName: collectionTypeName(r.collection_type),
    accrumentOid: r.accrual_oid,
    revenueType: r.revenue_type ?? 0,
    revenueTypeName: revenueTypeName(r.revenue_type),
    description: r.description,
    periodLabel: r.period_label,
    amount: Number(r.principal_amount) + Number(r.delay_fine_amount),
  }));
}
