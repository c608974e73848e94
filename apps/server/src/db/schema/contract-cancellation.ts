import type { Generated } from 'kysely';

/** Water contract cancellation. Money in kuruş; dates ISO YYYY-MM-DD strings. */
export interface ContractCancellationTables {
  contract_cancellation: {
    oid: Generated<number>;
    tracking_number: string;
    /** Application type: cancellation 6. */
    application_type: Generated<number>;
    subscription_oid: number;
    registry_oid: number;
    status: 'received' | 'completed' | 'rejected';
    water_line_cutting_date: string;
    /** 1 IBAN, 2 bank branch, 3 set off against debts (parameter type 17). */
    deposit_return_type: 1 | 2 | 3;
    iban_owner: string | null;
    bank_iban_no: string | null;
    bank_branch_oid: number | null;
    cancellation_reason_code: string | null;
    address: string;
    email: string | null;
    gsm: string;
    deposit_amount: number;
    open_debt_total: number;
    set_off_amount: number;
    refund_amount: number;
    member_user_oid: number | null;
    created_at: Date;
    updated_at: Date;
    /** Back office: the state machine's stage, the version every action raises, the clerk who has it. */
    version: Generated<number>;
    stage: Generated<'received' | 'cutOrdered' | 'lineCut' | 'refundApproved' | 'completed' | 'cutRejected' | 'refundRejected'>;
    assigned_member_oid: number | null;
    /** The final bill, fixed when the line is cut. */
    final_open_debt_total: number | null;
    final_set_off_amount: number | null;
    final_refund_amount: number | null;
    /** Four eyes: approved by one clerk, marked paid by another. */
    refund_approved_by: number | null;
    refund_approved_at: Date | null;
    refund_paid_by: number | null;
    refund_paid_at: Date | null;
    payment_reference: string | null;
    rejection_reason: string | null;
  };
  water_line_status_history: {
    oid: Generated<number>;
    subscription_oid: number;
    cancellation_oid: number | null;
    late_debt_case_oid: number | null;
    from_status: number;
    to_status: number;
    reason: string;
    changed_at: Date;
  };
}
