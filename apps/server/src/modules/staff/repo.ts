import type { Db } from '../../db/kysely';

/** Staff self-service SQL. Everything about an employee takes the employee's oid, found from the caller's token. */
export function findActiveEmployee(db: Db, nationalId: string) {
  return db
    .selectFrom('employee')
    .select([
      'oid',
      'national_id',
      'corporation_registry_number',
      'first_name',
      'last_name',
      'title',
      'department',
      'staff_category',
      'cadre_degree',
      'cadre_step',
      'iban',
      'started_on',
    ])
    .where('national_id', '=', nationalId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findActiveEmployee>>>;

export function findPayslips(db: Db, employeeOid: number) {
  return db
    .selectFrom('payslip')
    .select(['oid', 'year', 'month', 'paid_on', 'worked_days', 'gross_total', 'deduction_total', 'net_pay', 'income_tax_base', 'cumulative_income_tax_base'])
    .where('employee_oid', '=', employeeOid)
    .orderBy('year')
    .orderBy('month')
    .execute();
}

export type PayslipRow = Awaited<ReturnType<typeof findPayslips>>[number];

/** The lines of the employee's slips of one year (the join keeps them to the employee's own). */
export function findPayslipLines(db: Db, employeeOid: number, year: number) {
  return db
    .selectFrom('payslip_line')
    .innerJoin('payslip', 'payslip.oid', 'payslip_line.payslip_oid')
    .leftJoin('enforcement_file', 'enforcement_file.oid', 'payslip_line.enforcement_file_oid')
    .select([
      'payslip.month',
      'payslip_line.kind',
      'payslip_line.code',
      'payslip_line.name',
      'payslip_line.amount',
      'payslip_line.enforcement_file_oid',
      'enforcement_file.file_number',
    ])
    .where('payslip.employee_oid', '=', employeeOid)
    .where('payslip.year', '=', year)
    .orderBy('payslip.month')
    .orderBy('payslip_line.sort_order')
    .execute();
}

export type PayslipLineRow = Awaited<ReturnType<typeof findPayslipLines>>[number];

export function findEnforcementFiles(db: Db, employeeOid: number) {
  return db
    .selectFrom('enforcement_file')
    .innerJoin('enforcement_office', 'enforcement_office.oid', 'enforcement_file.enforcement_office_oid')
    .select([
      'enforcement_file.oid',
      'enforcement_file.file_number',
      'enforcement_file.creditor_name',
      'enforcement_file.is_alimony',
      'enforcement_file.notified_on',
      'enforcement_file.queue_no',
      'enforcement_file.total_amount',
      'enforcement_file.monthly_cut',
      'enforcement_office.office_name',
      'enforcement_office.city_name',
    ])
    .where('enforcement_file.employee_oid', '=', employeeOid)
    .orderBy('enforcement_file.is_alimony', 'desc')
    .orderBy('enforcement_file.queue_no')
    .execute();
}

/** Every enforcement cut on the employee's slips, with the slip's month. */
export function findEnforcementCuts(db: Db, employeeOid: number) {
  return db
    .selectFrom('payslip_line')
    .innerJoin('payslip', 'payslip.oid', 'payslip_line.payslip_oid')
    .innerJoin('enforcement_file', 'enforcement_file.oid', 'payslip_line.enforcement_file_oid')
    .select(['payslip.year', 'payslip.month', 'payslip_line.amount', 'enforcement_file.oid as file_oid', 'enforcement_file.file_number'])
    .where('payslip.employee_oid', '=', employeeOid)
    .where('enforcement_file.employee_oid', '=', employeeOid)
    .orderBy('payslip.year', 'desc')
    .orderBy('payslip.month', 'desc')
    .orderBy('payslip_line.sort_order')
    .execute();
}

export function findLeaveKinds(db: Db) {
  return db.selectFrom('leave_kind').select(['oid', 'code', 'name', 'staff_category', 'law_reference', 'day_basis', 'carries_over', 'description']).orderBy('sort_order').execute();
}

export function findLeaveEntitlements(db: Db, staffCategory: 'memur' | 'isci') {
  return db
    .selectFrom('leave_entitlement')
    .select(['leave_kind_oid', 'service_years_from', 'days'])
    .where('staff_category', '=', staffCategory)
    .orderBy('leave_kind_oid')
    .orderBy('service_years_from')
    .execute();
}

export function findLeaveApplications(db: Db, employeeOid: number) {
  return db
    .selectFrom('leave_application')
    .innerJoin('leave_kind', 'leave_kind.oid', 'leave_application.leave_kind_oid')
    .select([
      'leave_application.application_no',
      'leave_kind.code',
      'leave_kind.name',
      'leave_application.applied_on',
      'leave_application.starts_on',
      'leave_application.ends_on',
      'leave_application.day_count',
      'leave_application.status',
      'leave_application.description',
    ])
    .where('leave_application.employee_oid', '=', employeeOid)
    .orderBy('leave_application.starts_on', 'desc')
    .execute();
}
