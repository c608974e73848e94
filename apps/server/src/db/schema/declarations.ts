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
}
