import type { WaterApplicationStatus } from '@ebelediye/contract';
import type { Generated } from 'kysely';

/** Water applications. Money in kuruş; dates ISO YYYY-MM-DD strings. */
export interface WaterApplicationTables {
  water_application: {
    oid: Generated<number>;
    tracking_number: string;
    /** The application type (packages/contract/src/enums.ts). */
    application_type: number;
    status: WaterApplicationStatus;
    version: Generated<number>;
    /** The applicant: their registry owes the fees and holds the resulting subscription. */
    registry_oid: number;
    member_user_oid: number | null;
    subscriber_type: 'G' | 'Y' | 'T' | 'K' | 'D' | null;
    district_code: number | null;
    street_code: number | null;
    outer_door_oid: number | null;
    inner_door_oid: number | null;
    /** The existing subscription the application is about (not for a new subscription). */
    subscription_oid: number | null;
    /** The subscription approval created (new subscription). */
    created_subscription_oid: number | null;
    reduction_ground_code: string | null;
    meter_reading: number | null;
    statement: string | null;
    gsm: string;
    email: string | null;
    fee_total: number;
    /** Comma-separated document kinds asked for while the status is documentsMissing. */
    requested_documents: string | null;
    site_visit_date: string | null;
    rejection_reason: string | null;
    assigned_member_oid: number | null;
    fee_refund_approved_by: number | null;
    fee_refund_approved_at: Date | null;
    fee_refund_paid_by: number | null;
    fee_refund_paid_at: Date | null;
    fee_refund_reference: string | null;
    created_at: Date;
    updated_at: Date;
  };
  /** The fee debts of an application (deposit, connection), paid through the ledger. */
  water_application_fee: { application_oid: number; accrual_oid: number };
  water_application_document: { oid: Generated<number>; application_oid: number; document_kind: string; file_oid: number; added_at: Date };
  /** What the citizen's status page shows, one line per move. Internal notes never come here. */
  water_application_status: { oid: Generated<number>; application_oid: number; status: WaterApplicationStatus; note: string | null; at: Date };
  /** Meter operation types: ripping 1, mounting 2, replacement 3. */
  water_meter_operation: {
    oid: Generated<number>;
    subscription_oid: number;
    operation_type: 1 | 2 | 3;
    meter_no: string;
    meter_reading: number;
    application_oid: number | null;
    done_by: number | null;
    done_at: Date;
  };
}
