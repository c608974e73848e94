import type { Generated } from 'kysely';

export type AccrualStatus = 'open' | 'paid' | 'restructured' | 'cancelled';
export type AccrualSourceKind = 'estate' | 'subscription' | 'declaration' | 'restructuring' | 'fine' | 'fee';

/** The shared ledger. Money columns are integer kuruş; dates are ISO YYYY-MM-DD strings. */
export interface LedgerTables {
  income_type: { code: string; name: string; name_en: Generated<string | null>; sort_order: number; subject_to_delay_fine: boolean };
  /** 6183 art. 51 monthly rates by the day they took effect (docs/domain/delay-fine.md). */
  delay_fine_rate: { effective_from: string; monthly_rate_bp: number; instrument: string };
  real_estate: {
    oid: Generated<number>;
    registry_oid: number;
    /** 1 building, 2 plot (arsa), 3 land (arazi). */
    estate_code: 1 | 2 | 3;
    district_code: number | null;
    street_code: number | null;
    outer_door_oid: number | null;
    inner_door_oid: number | null;
    block_no: string | null;
    parcel_no: string | null;
    /** m². */
    land_area: number | null;
    share_numerator: Generated<number>;
    share_denominator: Generated<number>;
    /** m², buildings only. */
    floor_area: number | null;
    usage_type: string | null;
    construction_type_code: number | null;
    construction_year: number | null;
    is_active: Generated<boolean>;
    /** The assessment's facts (docs/domain/property-tax.md, "Yearly accrual"): codes of the tax tables' usage type, land type and building class. */
    usage_type_code: string | null;
    land_type_code: string | null;
    building_class_code: number | null;
    /** Arsa payı of a building's section, m² with at most two decimals. */
    land_share_area: number | null;
    central_heating: Generated<boolean>;
    elevator: Generated<boolean>;
  };
  subscription: {
    oid: Generated<number>;
    subscriber_no: string;
    registry_oid: number;
    subscriber_type: 'G' | 'Y' | 'T' | 'K' | 'D';
    tariff: string;
    district_code: number | null;
    street_code: number | null;
    outer_door_oid: number | null;
    inner_door_oid: number | null;
    meter_no: string;
    deposit_amount: Generated<number>;
    /** 1 active, 2 cut request sent, 3 cut, 4 cut request rejected. */
    water_line_status: Generated<1 | 2 | 3 | 4>;
    /** The registered contact phone (10 digits), the second factor of fast payment. */
    gsm: string | null;
    started_on: string;
    ended_on: string | null;
  };
  accrual: {
    oid: Generated<number>;
    registry_oid: number;
    income_type_code: string;
    revenue_code: number;
    /** Water only: 1 usage, 2 facility, 3 deposit. */
    revenue_type: 1 | 2 | 3 | null;
    description: string;
    year: number;
    instalment_no: Generated<number>;
    period_label: string;
    /** Principal in kuruş. */
    amount: number;
    due_date: string;
    accrued_on: string;
    status: Generated<AccrualStatus>;
    source_kind: AccrualSourceKind;
    source_oid: number | null;
    real_estate_oid: number | null;
    subscription_oid: number | null;
    /** Set only by the ledger's cancel: when, by which member (null: the portal itself) and why. */
    cancelled_at: Date | null;
    cancelled_by: number | null;
    cancel_reason: string | null;
  };
  /** The last receipt number given in each year (gapless). */
  receipt_counter: { year: number; last_number: number };
  collection: {
    oid: Generated<number>;
    registry_oid: number;
    collected_at: Date;
    /** 1 cash, 2 postal cheque, 3 debit note, 4 credit card, 5 deposit debit note. */
    collection_type: 1 | 2 | 3 | 4 | 5;
    channel: string;
    total_amount: number;
    receipt_no: string;
    verification_code: string;
    online_order_oid: number | null;
    /** Set only by the ledger's cancel (a bank's same-day cancel): when, by whom and why; its lines are reversed. */
    cancelled_at: Generated<Date | null>;
    cancelled_by: Generated<string | null>;
    cancel_reason: Generated<string | null>;
    /** The member who paid for another's registry under an authorisation (migration 2026-12-03T09-10); null otherwise. */
    acted_by_member_oid: number | null;
  };
  /** The stored split of a collection over accruals (docs/domain/payments-and-banks.md), never recomputed. */
  collection_line: {
    oid: Generated<number>;
    collection_oid: number;
    accrual_oid: number;
    principal_amount: number;
    delay_fine_amount: number;
    /** A reversing line (negative amounts) of a cancelled collection names the line it reverses. */
    reverses_line_oid: Generated<number | null>;
  };
}
