import { istanbulDate } from '@ebelediye/contract';
import type { Member, OperationContext } from '../../platform/operation-context';
import { ownEmployee, type EmployeeNaming } from './employee';
import { leaveBalances, type LeaveKindRule } from './leave-balance';
import { findLeaveApplications, findLeaveEntitlements, findLeaveKinds } from './repo';

export async function listLeaveKinds(ctx: OperationContext) {
  return (await findLeaveKinds(ctx.db)).map((k) => ({
    leaveKindOid: k.oid,
    code: k.code,
    name: k.name,
    staffCategory: k.staff_category,
    lawReference: k.law_reference,
    dayBasis: k.day_basis,
    description: k.description,
  }));
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

export async function listLeaveApplications(ctx: OperationContext, member: Member, naming: EmployeeNaming, year: number | undefined) {
  const employee = await ownEmployee(ctx, member, naming);
  const rows = await findLeaveApplications(ctx.db, employee.oid);
  return rows
    .filter((r) => year === undefined || yearOf(r.starts_on) === year)
    .map((r) => ({
      applicationNo: r.application_no,
      leaveKindCode: r.code,
      leaveKindName: r.name,
      appliedOn: r.applied_on,
      startsOn: r.starts_on,
      endsOn: r.ends_on,
      dayCount: r.day_count,
      status: r.status,
      description: r.description,
    }));
}

/** Total, used and remaining days of each kind the employee may take, for a year (this year by default). */
export async function leaveBalanceOf(ctx: OperationContext, member: Member, naming: EmployeeNaming, year: number | undefined) {
  const employee = await ownEmployee(ctx, member, naming);
  const [kinds, tiers, applications] = await Promise.all([
    findLeaveKinds(ctx.db),
    findLeaveEntitlements(ctx.db, employee.staff_category),
    findLeaveApplications(ctx.db, employee.oid),
  ]);
  const rules: LeaveKindRule[] = kinds
    .filter((k) => k.staff_category === 'all' || k.staff_category === employee.staff_category)
    .map((k) => ({
      code: k.code,
      name: k.name,
      carriesOver: k.carries_over,
      tiers: tiers.filter((t) => t.leave_kind_oid === k.oid).map((t) => ({ serviceYearsFrom: t.service_years_from, days: t.days })),
    }));
  const taken = applications.map((a) => ({ kindCode: a.code, year: yearOf(a.starts_on), dayCount: a.day_count, status: a.status }));
  const thisYear = yearOf(istanbulDate(ctx.now()));
  const chosen = year ?? thisYear;
  const years = [...new Set([thisYear, ...taken.map((t) => t.year)])].filter((y) => y >= yearOf(employee.started_on)).sort((a, b) => b - a);
  return { year: chosen, years, balances: leaveBalances(rules, employee.started_on, taken, chosen) };
}
