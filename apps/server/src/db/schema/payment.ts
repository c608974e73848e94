import type { Generated } from 'kysely';

export type OnlinePaymentStatus = 'created' | 'sentTo3d' | 'threeDResult' | 'provisioned' | 'declined' | 'collected' | 'expired' | 'failed' | 'cancelled';

/** Online card payment tables (migration 2026-11-23T02-00). */
export interface PaymentTables {
  online_payment_order: {
    oid: Generated<number>;
    order_number: string;
    registry_oid: number;
    member_user_oid: number | null;
    /** Set when the member pays for another's registry under an authorisation (migration 2026-12-03T09-10). */
    acted_by_member_oid: number | null;
    payer_kind: 'member' | 'proof';
    bank_code: string;
    amount: number;
    /** The sorted accrual oids, comma-joined: the same order number with another selection is a conflict. */
    accrual_key: string;
    status: OnlinePaymentStatus;
    bank_reference: string | null;
    masked_pan: string | null;
    auth_code: string | null;
    host_reference: string | null;
    bank_amount: number | null;
    result_code: string | null;
    result_message: string | null;
    collection_oid: number | null;
    receipt_no: string | null;
    client_ip: string;
    created_at: Date;
    updated_at: Date;
    expires_at: Date;
  };
  online_payment_accrual: { order_oid: number; accrual_oid: number; principal_amount: number; delay_fine_amount: number };
  online_payment_transition: {
    oid: Generated<number>;
    order_oid: number;
    from_status: OnlinePaymentStatus | null;
    to_status: OnlinePaymentStatus;
    source: string;
    note: string | null;
    at: Date;
  };
  online_payment_lock: { accrual_oid: number; order_oid: number };
  bank_simulator_transaction: {
    bank_code: string;
    order_number: string;
    amount: number;
    status: 'pending' | 'approved' | 'declined' | 'abandoned';
    masked_pan: string | null;
    auth_code: string | null;
    sms_code: string | null;
    request: Record<string, string>;
    created_at: Date;
    updated_at: Date;
  };
}
