import type { Generated } from 'kysely';

/** Tables of the declarations capability. */
export interface DeclarationTables {
  tax_year_setting: {
    tax_year: number;
    is_metropolitan: boolean;
    municipality_group: number | null;
    note: string | null;
    /** Law 7566's cap: the tax value may not pass this year's by more than the factor (ADR 12). */
    value_cap_base_year: number | null;
    /** Hundredths: 300 = × 3. */
    value_cap_factor_percent: number | null;
  };
  declaration: {
    oid: Generated<number>;
    declaration_no: string;
    registry_oid: number;
    member_user_oid: number | null;
    kind: 'estate' | 'entertainment' | 'advertising' | 'ect';
    estate_code: number | null;
    tax_year: number;
    district_code: number;
    street_code: number;
    outer_door_oid: number;
    inner_door_oid: number | null;
    /** ISO dates (YYYY-MM-DD) of an entertainment period. */
    period_start: string | null;
    period_end: string | null;
    subject: string;
    address_text: string;
    details: unknown;
    tax: unknown;
    tax_value: number | null;
    tax_amount: number;
    property_key: string;
    real_estate_oid: number | null;
    filed_at: Date;
    /** Back office review. */
    version: Generated<number>;
    review_status: Generated<'filed' | 'inReview' | 'accepted' | 'returned'>;
    assigned_member_oid: number | null;
    return_reason: string | null;
  };
  declaration_attachment: { declaration_oid: number; file_oid: number };
  /** One yearly property-tax run per tax year, resumed after its last committed estate. */
  yearly_tax_run: {
    oid: Generated<number>;
    tax_year: number;
    /** The day the run started: the instalments' filing day, the same after a resume. */
    run_date: string;
    status: 'running' | 'finished';
    /** Estates first, then the workplaces' ÇTV and the signs' advertising tax. */
    phase: Generated<'estates' | 'workplaces'>;
    last_real_estate_oid: Generated<number>;
    last_declaration_oid: Generated<number>;
    started_by: number | null;
    started_at: Date;
    finished_at: Date | null;
  };
  /** What the yearly run did with one estate, workplace or sign in one year, and why. */
  yearly_tax: {
    oid: Generated<number>;
    run_oid: number;
    kind: 'estate' | 'ect' | 'advertising';
    /** E:<estate oid>, or a workplace's or sign's property key without the year. */
    subject_key: string;
    /** What the clerk reads: the estate, or the declaration's subject. */
    subject: string;
    real_estate_oid: number | null;
    registry_oid: number;
    tax_year: number;
    outcome: YearlyTaxOutcome;
    /** The declaration whose facts were assessed (or that already accrued the year). */
    declaration_oid: number | null;
    reason: string | null;
    tax_amount: number | null;
    /** The assessment: lines, value cap and instalments, as a declaration stores them. */
    tax: unknown;
  };
}

/**
 * accrued: the run accrued the year's instalments; declared: a declaration for the year already
 * did; alreadyAccrued: the ledger already holds the year (an opening balance or an earlier
 * system); noFacts: no declaration describes the estate; invalidFacts: its facts do not pass the
 * year's tables.
 */
export type YearlyTaxOutcome = 'accrued' | 'declared' | 'alreadyAccrued' | 'noFacts' | 'invalidFacts';
