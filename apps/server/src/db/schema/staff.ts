import type { Generated } from 'kysely';

/** Staff self-service tables. Money columns are kuruş; dates are ISO strings. */
export interface StaffTables {
  employee: {
    oid: Generated<number>;
    registry_oid: number;
    national_id: string;
    corporation_registry_number: string;
    first_name: string;
    last_name: string;
    title: string;
    department: string;
    staff_category: 'memur' | 'isci';
    cadre_degree: number | null;
    cadre_step: number | null;
    iban: string;
    started_on: string;
    ended_on: string | null;
    is_active: Generated<boolean>;
  };
  payroll_year_setting: {
    year: number;
    minimum_wage_gross: number;
    social_security_rate_permille: number;
    unemployment_rate_permille: number;
    stamp_duty_rate_per_100000: number;
    /** The SGK base ceiling as a multiple of the minimum wage, in tenths (75 = 7.5 ×). */
    social_security_ceiling_tenths: number;
  };
  income_tax_bracket: { year: number; upper_limit: number | null; rate_percent: number };
  enforcement_file: {
    oid: Generated<number>;
    employee_oid: number;
    enforcement_office_oid: number;
    file_number: string;
    creditor_name: string;
    is_alimony: boolean;
    notified_on: string;
    queue_no: number;
    total_amount: number;
    monthly_cut: number;
  };
  payslip: {
    oid: Generated<number>;
    employee_oid: number;
    year: number;
    month: number;
    paid_on: string;
    worked_days: number;
    gross_total: number;
    deduction_total: number;
    net_pay: number;
    income_tax_base: number;
    cumulative_income_tax_base: number;
  };
  payslip_line: {
    oid: Generated<number>;
    payslip_oid: number;
    kind: 'earning' | 'deduction';
    code: string;
    name: string;
    amount: number;
    enforcement_file_oid: number | null;
    sort_order: number;
  };
  leave_kind: {
    oid: Generated<number>;
    code: string;
    name: string;
    staff_category: 'memur' | 'isci' | 'all';
    law_reference: string;
    day_basis: 'working' | 'calendar';
    carries_over: Generated<boolean>;
    description: string;
    sort_order: number;
  };
  leave_entitlement: { leave_kind_oid: number; staff_category: 'memur' | 'isci'; service_years_from: number; days: number };
  leave_application: {
    oid: Generated<number>;
    employee_oid: number;
    leave_kind_oid: number;
    application_no: string;
    applied_on: string;
    starts_on: string;
    ends_on: string;
    day_count: number;
    status: 'approved' | 'pending' | 'rejected' | 'cancelled';
    description: string;
  };
}
