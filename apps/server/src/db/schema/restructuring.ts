import type { Generated } from 'kysely';

/** Debt restructuring: schemes as data, the price index, applications and their plans. */
export interface RestructuringTables {
  price_index: { index_name: string; period: string; value_hundredths: number; is_demo: boolean; note: string | null };
  restructuring_scheme: {
    oid: Generated<number>;
    law_no: string;
    title: string;
    is_demo: boolean;
    note: string | null;
    effective_from: string;
    application_deadline: string;
    due_date_cutoff: string;
    index_name: string;
    index_end_period: string;
    first_instalment_deadline: string;
    waives_delay_fine: Generated<boolean>;
    /** Basis points of the index amount waived when paid at once. */
    cash_discount_on_index: number;
    write_off_threshold: Generated<number>;
    tolerated_late_instalments: number;
    grace_days: number;
  };
  restructuring_scheme_income_type: { scheme_oid: number; income_type_code: string };
  restructuring_option: { scheme_oid: number; instalment_count: number; period_months: number; coefficient: number };
  restructuring_log: {
    oid: Generated<number>;
    application_no: string;
    registry_oid: number;
    member_user_oid: number;
    scheme_oid: number;
    instalment_count: number;
    period_months: number;
    coefficient: number;
    principal: number;
    delay_fine_waived: number;
    index_amount: number;
    index_discount: number;
    restructured_total: number;
    status: 'active' | 'broken' | 'completed';
    applied_at: Date;
    broken_at: Date | null;
    restored_principal: Generated<number>;
    petition_file_oid: number;
    /** Back office. */
    version: Generated<number>;
    assigned_member_oid: number | null;
  };
  restructuring_debt: {
    log_oid: number;
    accrual_oid: number;
    principal: number;
    delay_fine_waived: number;
    index_amount: number;
    restored_accrual_oid: number | null;
  };
  restructuring_instalment: { log_oid: number; instalment_no: number; due_date: string; amount: number; accrual_oid: number };
  restructuring_document: { log_oid: number; file_oid: number; kind: 'petition' | 'upload' };
}
