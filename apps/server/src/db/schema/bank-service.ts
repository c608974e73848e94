import type { Generated } from 'kysely';

/** The collection service banks call (migration 2026-12-03T09-00). Money in kuruş. */
export interface BankServiceTables {
  /** One row per bank reference: the collection it made, and its same-day cancellation. */
  bank_collection: {
    oid: Generated<number>;
    bank_code: string;
    bank_reference: string;
    /** SHA-256 of what was asked (debts, amount, payer): a repeat with another body is refused. */
    request_hash: string;
    collection_oid: number;
    registry_oid: number;
    total_amount: number;
    /** The Istanbul business day of the payment (ISO date). */
    business_date: string;
    collected_at: Date;
    cancelled_at: Date | null;
    cancel_reason: string | null;
  };
  /** Nonces of signed bank requests seen inside the replay window. */
  bank_request_nonce: { bank_code: string; nonce: string; seen_at: Date };
}
