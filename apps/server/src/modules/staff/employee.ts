import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { EmployeeCheck } from '../../platform/auth';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { completedYears } from './leave-balance';
import { findActiveEmployee, type EmployeeRow } from './repo';

/** The salary account, recognisable but not readable in full: TR12 0001 0**** … 1234. */
const maskIban = (iban: string) => `${iban.slice(0, 4)} ${iban.slice(4, 8)} **** **** **** ${iban.slice(-4)}`;

/** The access level 'staff' (platform/auth.ts): the caller's ID number belongs to an active employee. */
export const employeeCheck =
  (db: Db): EmployeeCheck =>
  async (member) =>
    (await findActiveEmployee(db, member.nationalId)) !== undefined;

/** The fields of the spec's calls that name an employee: each one given must name the caller. */
export interface EmployeeNaming {
  identityNumber?: string | undefined;
  employeeCorporationRegistryNumber?: string | undefined;
  userDetailOidOrEmployeeCorporationRegistryNumber?: string | undefined;
}

/**
 * The caller's own employee record, from the token. A request that names someone else —
 * by ID number, corporation registry number or user detail oid — is 404, as if the record
 * did not exist.
 */
export async function ownEmployee(ctx: OperationContext, member: Member, naming: EmployeeNaming = {}): Promise<EmployeeRow> {
  const employee = await findActiveEmployee(ctx.db, member.nationalId);
  if (!employee) throw new DomainError('FORBIDDEN');
  const { identityNumber, employeeCorporationRegistryNumber: corporation, userDetailOidOrEmployeeCorporationRegistryNumber: either } = naming;
  if (identityNumber !== undefined && identityNumber !== employee.national_id) throw new DomainError('NOT_FOUND');
  if (corporation !== undefined && corporation !== employee.corporation_registry_number) throw new DomainError('NOT_FOUND');
  if (either !== undefined && either !== employee.corporation_registry_number && either !== String(member.userOid)) throw new DomainError('NOT_FOUND');
  return employee;
}

export async function isEmployeeActive(ctx: OperationContext, member: Member, identityNumber: string): Promise<boolean> {
  if (identityNumber !== member.nationalId) throw new DomainError('NOT_FOUND');
  return (await findActiveEmployee(ctx.db, member.nationalId)) !== undefined;
}

export async function employeeDetail(ctx: OperationContext, member: Member, naming: EmployeeNaming) {
  const e = await ownEmployee(ctx, member, naming);
  return {
    employeeCorporationRegistryNumber: e.corporation_registry_number,
    identityNumber: e.national_id,
    name: e.first_name,
    surname: e.last_name,
    title: e.title,
    department: e.department,
    staffCategory: e.staff_category,
    cadreDegree: e.cadre_degree,
    cadreStep: e.cadre_step,
    maskedIban: maskIban(e.iban),
    startedOn: e.started_on,
    serviceYears: completedYears(e.started_on, istanbulDate(ctx.now())),
  };
}
