import { errorCatalogue, type ParsedRequestOf } from '@ebelediye/contract';
import { accrualGroupKey, checkPayableSelection, noteAuthorityUse, openAccruals, payerScope, totalsOf, type OpenAccrual } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findIncomeTypeSummary, findRegistries } from './repo';
import { describeRegistry, fineDate, memberRegistry, payerRegistry, registryView } from './scope';

const toDebt = (l: OpenAccrual) => ({
  accrumentOid: l.oid,
  incomeTypeCode: l.incomeTypeCode,
  incomeTypeName: l.incomeTypeName,
  incomeTypeNameEn: l.incomeTypeNameEn,
  revenueCode: l.revenueCode,
  revenueType: l.revenueType,
  description: l.description,
  descriptionEn: l.descriptionEn,
  year: l.year,
  instalmentNo: l.instalmentNo,
  periodLabel: l.periodLabel,
  dueDate: l.dueDate,
  principal: l.principal,
  delayFine: l.delayFine,
  total: l.total,
  isOverdue: l.isOverdue,
  accrualGroup: accrualGroupKey(l),
  ...(l.subscription ? { subscription: l.subscription } : {}),
});

export async function debtorRegistries(ctx: OperationContext) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, ctx.now(), 'see-debts');
  const rows = await findRegistries(ctx.db, scope.registryOids);
  return rows.map((r) => registryView(r, scope, ctx.member!.registryOid)).sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
}

export async function incomeTypes(ctx: OperationContext, body: ParsedRequestOf<'RetrieveAccrumentModulTypes'>) {
  const { registryOid } = await memberRegistry(ctx, body.registryInfoOid);
  const rows = await findIncomeTypeSummary(ctx.db, registryOid);
  return rows.map((r) => ({
    incomeTypeCode: r.code,
    name: r.name,
    nameEn: r.name_en ?? r.name,
    sortOrder: r.sort_order,
    openCount: Number(r.open_count),
    subjectToDelayFine: r.subject_to_delay_fine,
  }));
}

export async function balances(ctx: OperationContext, body: ParsedRequestOf<'GetDeclarationAccrumentBalancesofEMunicipality'>) {
  const { scope, registryOid } = await payerRegistry(ctx, body, 'see-debts');
  const { asOf, isForecast } = fineDate(ctx, body.delayFineCalculationDate);
  await noteAuthorityUse(ctx.db, scope, registryOid, ctx.member, 'see-debts', null, ctx.now());
  const [registry, open] = await Promise.all([
    describeRegistry(ctx, scope, registryOid),
    openAccruals(ctx.db, { registryOid, asOf, ...(scope.subscriptionOid !== undefined ? { subscriptionOid: scope.subscriptionOid } : {}) }),
  ]);
  const lines = body.revenueCode === undefined ? open : open.filter((l) => l.revenueCode === body.revenueCode);
  return { registry, delayFineCalculationDate: asOf, isForecast, lines: lines.map(toDebt), totals: totalsOf(lines) };
}

/**
 * The server's own check of a selection (the screen checks too, but the rules hold here). It
 * prices as checkout does, with today's delay fine: a what-if date cannot be paid.
 */
export async function checkSelection(ctx: OperationContext, body: ParsedRequestOf<'CheckPayableSelection'>) {
  const { scope, registryOid } = await payerRegistry(ctx, body, 'pay');
  const { asOf, isForecast } = fineDate(ctx, body.delayFineCalculationDate);
  if (isForecast) throw new DomainError('FINE_DATE_NOT_PAYABLE', undefined, { delayFineCalculationDate: errorCatalogue.FINE_DATE_NOT_PAYABLE.tr });
  const open = await openAccruals(ctx.db, { registryOid, asOf, ...(scope.subscriptionOid !== undefined ? { subscriptionOid: scope.subscriptionOid } : {}) });
  checkPayableSelection(open, body.accrumentOidList);
  const chosen = new Set(body.accrumentOidList);
  const lines = open.filter((l) => chosen.has(l.oid));
  return { registryOid, lines: lines.map(toDebt), totals: totalsOf(lines) };
}
