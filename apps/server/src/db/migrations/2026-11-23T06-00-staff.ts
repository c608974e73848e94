import { sql, type Kysely } from 'kysely';

/**
 * Staff self-service: employees, their payslips with earning and deduction
 * lines, leave kinds with yearly entitlements, leave applications, and enforcement
 * (garnishment) files whose monthly cuts are payslip deduction lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employee')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('national_id', 'text', (c) => c.notNull().unique())
    .addColumn('corporation_registry_number', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('staff_category', 'text', (c) => c.notNull().check(sql`staff_category in ('memur', 'isci')`))
    .addColumn('cadre_degree', 'integer')
    .addColumn('cadre_step', 'integer')
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('started_on', 'date', (c) => c.notNull())
    .addColumn('ended_on', 'date')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('payroll_year_setting')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('minimum_wage_gross', 'bigint', (c) => c.notNull())
    .addColumn('social_security_rate_permille', 'integer', (c) => c.notNull())
    .addColumn('unemployment_rate_permille', 'integer', (c) => c.notNull())
    .addColumn('stamp_duty_rate_per_100000', 'integer', (c) => c.notNull())
    .addColumn('social_security_ceiling_tenths', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('income_tax_bracket')
    .addColumn('year', 'integer', (c) => c.notNull().references('payroll_year_setting.year'))
    .addColumn('upper_limit', 'bigint')
    .addColumn('rate_percent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('income_tax_bracket_pk', ['year', 'rate_percent'])
    .execute();

  await db.schema
    .createTable('enforcement_file')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('employee_oid', 'bigint', (c) => c.notNull().references('employee.oid'))
    .addColumn('enforcement_office_oid', 'bigint', (c) => c.notNull().references('enforcement_office.oid'))
    .addColumn('file_number', 'text', (c) => c.notNull())
    .addColumn('creditor_name', 'text', (c) => c.notNull())
    .addColumn('is_alimony', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notified_on', 'date', (c) => c.notNull())
    .addColumn('queue_no', 'integer', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('monthly_cut', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enforcement_file_office_number', ['enforcement_office_oid', 'file_number'])
    .execute();
  await db.schema.createIndex('enforcement_file_employee_idx').on('enforcement_file').columns(['employee_oid', 'queue_no']).execute();

  await db.schema
    .createTable('payslip')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('employee_oid', 'bigint', (c) => c.notNull().references('employee.oid'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull().check(sql`month between 1 and 12`))
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('worked_days', 'integer', (c) => c.notNull())
    .addColumn('gross_total', 'bigint', (c) => c.notNull())
    .addColumn('deduction_total', 'bigint', (c) => c.notNull())
    .addColumn('net_pay', 'bigint', (c) => c.notNull())
    .addColumn('income_tax_base', 'bigint', (c) => c.notNull())
    .addColumn('cumulative_income_tax_base', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payslip_employee_period', ['employee_oid', 'year', 'month'])
    .execute();

  await db.schema
    .createTable('payslip_line')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('payslip_oid', 'bigint', (c) => c.notNull().references('payslip.oid'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('earning', 'deduction')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('enforcement_file_oid', 'bigint', (c) => c.references('enforcement_file.oid'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payslip_line_payslip_idx').on('payslip_line').columns(['payslip_oid', 'sort_order']).execute();
  await db.schema.createIndex('payslip_line_enforcement_idx').on('payslip_line').column('enforcement_file_oid').execute();

  await db.schema
    .createTable('leave_kind')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('staff_category', 'text', (c) => c.notNull().check(sql`staff_category in ('memur', 'isci', 'all')`))
    .addColumn('law_reference', 'text', (c) => c.notNull())
    .addColumn('day_basis', 'text', (c) => c.notNull().check(sql`day_basis in ('working', 'calendar')`))
    .addColumn('carries_over', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  // Entitlements are configuration (docs/domain/staff.md; collective agreements change them).
  await db.schema
    .createTable('leave_entitlement')
    .addColumn('leave_kind_oid', 'bigint', (c) => c.notNull().references('leave_kind.oid'))
    .addColumn('staff_category', 'text', (c) => c.notNull().check(sql`staff_category in ('memur', 'isci')`))
    .addColumn('service_years_from', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_entitlement_pk', ['leave_kind_oid', 'staff_category', 'service_years_from'])
    .execute();

  await db.schema
    .createTable('leave_application')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('employee_oid', 'bigint', (c) => c.notNull().references('employee.oid'))
    .addColumn('leave_kind_oid', 'bigint', (c) => c.notNull().references('leave_kind.oid'))
    .addColumn('application_no', 'text', (c) => c.notNull().unique())
    .addColumn('applied_on', 'date', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('day_count', 'integer', (c) => c.notNull().check(sql`day_count > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('approved', 'pending', 'rejected', 'cancelled')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leave_application_employee_idx').on('leave_application').columns(['employee_oid', 'starts_on']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['leave_application', 'leave_entitlement', 'leave_kind', 'payslip_line', 'payslip', 'enforcement_file', 'income_tax_bracket', 'payroll_year_setting', 'employee']) {
    await db.schema.dropTable(table).execute();
  }
}
