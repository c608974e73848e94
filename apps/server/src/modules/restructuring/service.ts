import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { holidayCoverageNote } from '../../reference-data/holiday-calendar';
import { calculatePlan, indexAmountOf, type Plan } from './installment-plan';
import { actingRegistries, openDebts, type LedgerDebt } from './ledger-debts';
import { describeScheme, openScheme, optionOf, planSchemeOf, type OpenScheme } from './scheme';

type Criteria = ParsedRequestOf<'GetDebtListWillBeRestructured'>['accrumentQueryCriteria'];
type AdjustRequest = ParsedRequestOf<'AuthorizedAdjustDebtRestructuringInstallments'>;

/** The registry the call is about: the member's own, or a company they represent; anything else is 404. */
export async function registryFor(ctx: OperationContext, member: Member, registryInfoOid: number | undefined): Promise<number> {
  const allowed = await actingRegistries(ctx, member);
  const registryOid = registryInfoOid ?? member.registryOid;
  if (!allowed.includes(registryOid)) throw new DomainError('REGISTRY_NOT_FOUND');
  return registryOid;
}

/** Open, with principal left, of an income type the scheme covers, due on or before its cut-off, and not itself a plan's. */
export const isEligible = (scheme: OpenScheme, debt: LedgerDebt) =>
  debt.principal > 0 && debt.sourceKind !== 'restructuring' && debt.dueDate <= scheme.row.due_date_cutoff && scheme.incomeTypes.some((t) => t.code === debt.incomeTypeCode);

const debtView = (scheme: OpenScheme, debt: LedgerDebt) => ({
  accrumentOid: debt.accrualOid,
  incomeTypeCode: debt.incomeTypeCode,
  incomeTypeName: debt.incomeTypeName,
  description: debt.description,
  year: debt.year,
  instalmentNo: debt.instalmentNo,
  dueDate: debt.dueDate,
  principal: debt.principal,
  delayFine: debt.delayFine,
  indexAmount: indexAmountOf(debt, scheme.row.index_end_period, scheme.index),
});

export async function currentScheme(ctx: OperationContext) {
  return describeScheme(await openScheme(ctx.db, ctx.now()));
}

export async function listDebts(ctx: OperationContext, member: Member, criteria: Criteria): Promise<ResponseOf<'GetDebtListWillBeRestructured'>> {
  const scheme = await openScheme(ctx.db, ctx.now());
  const registryOid = await registryFor(ctx, member, criteria.registryInfoOid);
  const debts = await eligibleDebts(ctx.db, scheme, registryOid, criteria.accrumentOidList);
  return { registryInfoOid: registryOid, asOf: scheme.today, debts: debts.map((d) => debtView(scheme, d)) };
}

/** A registry's open debts the scheme covers, as of the scheme's day, oldest due first. */
export async function eligibleDebts(db: Db, scheme: OpenScheme, registryOid: number, accrualOids?: readonly number[]): Promise<LedgerDebt[]> {
  return (await openDebts(db, registryOid, scheme.today, accrualOids)).filter((d) => isEligible(scheme, d));
}

export interface ChosenPlan {
  scheme: OpenScheme;
  registryOid: number;
  debts: LedgerDebt[];
  plan: Plan;
  option: ReturnType<typeof optionOf>;
}

/**
 * The plan for the chosen debts. A debt that is not an open debt of the registry is 404 (it
 * may be someone else's); an own open debt the scheme does not cover is 422.
 */
export async function choosePlan(ctx: OperationContext, member: Member, body: AdjustRequest): Promise<ChosenPlan> {
  const scheme = await openScheme(ctx.db, ctx.now());
  optionOf(scheme, body.concreteDebtRestructuringAccrumentInfo.instalmentCount);
  const registryOid = await registryFor(ctx, member, body.accrumentQueryCriteria.registryInfoOid);
  return planFor(ctx.db, scheme, registryOid, body.accrumentQueryCriteria.accrumentOidList, body.concreteDebtRestructuringAccrumentInfo.instalmentCount);
}

/** The plan for debts of a registry the caller may act for, under the scheme open on its day (choosePlan, and the demo seed). */
export async function planFor(db: Db, scheme: OpenScheme, registryOid: number, accrualOids: readonly number[], instalmentCount: number): Promise<ChosenPlan> {
  const option = optionOf(scheme, instalmentCount);
  const wanted = [...new Set(accrualOids)];
  const debts = await openDebts(db, registryOid, scheme.today, wanted);
  if (debts.length !== wanted.length) throw new DomainError('NOT_FOUND');
  if (!debts.every((d) => isEligible(scheme, d))) throw new DomainError('RESTRUCTURING_DEBT_NOT_ELIGIBLE');
  const plan = calculatePlan(debts, option, planSchemeOf(scheme), scheme.index);
  return { scheme, registryOid, debts, plan, option };
}

export function planView(chosen: ChosenPlan): ResponseOf<'AuthorizedAdjustDebtRestructuringInstallments'> {
  const { plan, option, scheme } = chosen;
  return {
    instalmentCount: option.instalmentCount,
    periodMonths: option.periodMonths,
    coefficient: option.coefficient,
    principal: plan.principal,
    delayFineWaived: plan.delayFineWaived,
    indexAmount: plan.indexAmount,
    indexDiscount: plan.indexDiscount,
    restructuredTotal: plan.restructuredTotal,
    originalTotal: plan.originalTotal,
    saving: plan.saving,
    debts: chosen.debts.map((d) => debtView(scheme, d)),
    instalments: plan.instalments,
    holidayNote: holidayCoverageNote(
      plan.instalments.map((i) => i.dueDate),
      scheme.calendar,
    ),
  };
}

export async function adjustPlan(ctx: OperationContext, member: Member, body: AdjustRequest) {
  return planView(await choosePlan(ctx, member, body));
}
