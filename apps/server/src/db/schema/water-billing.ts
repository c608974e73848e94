import type { Generated } from 'kysely';

export type SubscriberType = 'G' | 'Y' | 'T' | 'K' | 'D';
export type WaterTaxKind = 'KDV' | 'CTV';
export type LateDebtCaseStatus = 'noticed' | 'cutOrdered' | 'cut' | 'reconnectionOrdered' | 'reconnected' | 'settled';
export type EstimateReason = 'meterNotWorking' | 'noMeter' | 'noReading';

/** Water bills from meter readings (migration 2026-11-30T10-00). Money in kuruş; dates ISO YYYY-MM-DD strings. */
export interface WaterBillingTables {
  /** One tariff version of a subscriber type, in force from its date until the next version. */
  water_tariff: {
    oid: Generated<number>;
    subscriber_type: SubscriberType;
    effective_from: string;
    /** Kuruş per bill; 0 when the tariff has none. */
    fixed_charge: number;
    /** ÇTV per m³ is charged (homes, 2464 mükerrer art. 44). */
    environment_tax: boolean;
    /** Kuruş charged when a line cut for an unpaid debt is reconnected; 0 when the tariff has none. */
    reconnection_fee: Generated<number>;
    created_by: number | null;
    created_at: Date;
  };
  /** A block of a tariff: from the previous block's limit up to this one (m³ per 30 days; null: no upper limit). */
  water_tariff_block: { tariff_oid: number; block_no: number; upper_limit_m3: number | null; water_price: number; wastewater_price: number };
  /** KDV in basis points (100 = 1 %), ÇTV in kuruş per m³, each from its date. */
  water_tax_rate: { kind: WaterTaxKind; effective_from: string; value: number; created_by: number | null; created_at: Date };
  /** A social tariff: the share of water and wastewater not charged (10000 = free). */
  water_reduction: { code: string; name: string; rate_bp: number };
  water_subscription_reduction: { subscription_oid: number; reduction_code: string; granted_by: number; granted_at: Date };
  /** Every setting or removal (null code) of a subscription's social reduction, with its reason. */
  water_reduction_change: { oid: Generated<number>; subscription_oid: number; reduction_code: string | null; reason: string; changed_by: number; changed_at: Date };
  water_meter_reading: {
    oid: Generated<number>;
    subscription_oid: number;
    meter_no: string;
    /** m³ on the meter; only for a working meter (status 1). */
    meter_index: number | null;
    /** 1 working, 2 not working, 3 no meter. */
    meter_status: 1 | 2 | 3;
    /** A replacement writes the old meter's last index (meterFinal) and the new one's first (meterStart). */
    kind: 'reading' | 'meterFinal' | 'meterStart';
    source: 'reader' | 'citizen';
    photo_file_oid: number | null;
    confirmed: boolean;
    entered_by: number | null;
    read_at: Date;
    read_on: string;
    /** Set when an approved appeal corrected the reading: it is kept but no longer bills. */
    superseded_at: Generated<Date | null>;
  };
  water_billing_run: {
    oid: Generated<number>;
    period: string;
    bill_date: string;
    due_date: string;
    status: 'running' | 'finished';
    /** Subscriptions are billed in oid order; the run resumes after this one. */
    last_subscription_oid: Generated<number>;
    bill_count: Generated<number>;
    started_by: number | null;
    started_at: Date;
    finished_at: Date | null;
  };
  water_bill: {
    oid: Generated<number>;
    subscription_oid: number;
    period: string;
    /** Null for a cut line's final bill, made when the cut is recorded (migration 2026-12-02T10-00). */
    run_oid: number | null;
    /** The bill of a cut line, up to its final reading. */
    final: Generated<boolean>;
    registry_oid: number;
    tariff_oid: number;
    bill_date: string;
    due_date: string;
    from_date: string;
    to_date: string;
    days: number;
    consumption_m3: number;
    /** Null when billed on a reading. */
    estimate_reason: EstimateReason | null;
    /** The working reading the bill ends on; the next bill starts from it. */
    to_reading_oid: number | null;
    /** The highest index billed on the bill's last meter: the next bill bills only above it. */
    to_index: number | null;
    total: number;
    /** The ledger's accrual of the bill; null for a bill of nothing. */
    accrual_oid: number | null;
    /** Set when an approved appeal cancelled the bill (migration 2026-12-02T10-10); the bill that replaced it. */
    cancelled_at: Generated<Date | null>;
    cancelled_by: Generated<number | null>;
    cancel_reason: Generated<string | null>;
    replaced_by_bill_oid: Generated<number | null>;
  };
  water_bill_line: {
    bill_oid: number;
    line_no: number;
    kind: string;
    description: string;
    quantity_milli_m3: number | null;
    unit_price: number | null;
    amount: number;
  };
  /** A subscriber's late water debt: notice, cut order, cut, payment, reconnection (migration 2026-11-30T12-10). */
  water_late_debt_case: {
    oid: Generated<number>;
    subscription_oid: number;
    status: LateDebtCaseStatus;
    notice_no: string;
    overdue_amount: number;
    overdue_bills: number;
    oldest_due_date: string;
    pay_by: string;
    noticed_at: Date;
    noticed_by: number;
    notice_sms_sent: boolean;
    cut_ordered_at: Date | null;
    cut_ordered_by: number | null;
    cut_at: Date | null;
    cut_by: number | null;
    paid_at: Date | null;
    reconnection_fee_accrual_oid: number | null;
    reconnected_at: Date | null;
    reconnected_by: number | null;
    version: Generated<number>;
  };
}
